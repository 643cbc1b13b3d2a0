import { expect, test } from "@playwright/test";
import { startDemoServer, type DemoServer } from "../support/demo-server.ts";
import { card, failGateway, openPlayground, press } from "../support/playground.ts";

let server: DemoServer;
test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await server?.close();
});

// A merchant developer's walk through the playground: the built SDK modules from /sdk/*.js against the local
// gateway the demo server mounts at /gateway (the page is on localhost, so the SDK's loopback exception applies).
test("SDK playground: create a client and call every module against the local gateway", async ({ page }) => {
  const problems = await openPlayground(page, server.origin);
  const created = card(page, "client").getByTestId("results").locator("li").first();
  await expect(created).toContainText('"version": "3.109.0"');
  await expect(created).toContainText('"authorizationType": "CLIENT_TOKEN"');

  const fetched = await press(page, "vault-manager", "fetch-methods", "fetchPaymentMethods");
  await expect(fetched).toHaveAttribute("data-status", "ok");
  await expect(fetched).toContainText("tokencc_saved_visa_1111");
  // The fetched methods are the choices of the card's "Saved method" field.
  await expect(page.getByTestId("methods").locator("option")).toHaveCount(2);
  await expect(page.getByTestId("methods")).toContainText("ending in 11");

  const deleted = await press(page, "vault-manager", "delete-method", "deletePaymentMethod");
  await expect(deleted).toHaveAttribute("data-status", "ok");
  await expect(deleted).toContainText("(resolved, no value)");

  const preferred = await press(page, "preferred-payment-methods", "fetch-preferred", "fetchPreferredPaymentMethods");
  await expect(preferred).toContainText('"paypalPreferred": true');
  await expect(preferred).toContainText('"venmoPreferred": false');

  const bank = await press(page, "us-bank-account", "usb-tokenize", "tokenizeBankDetails");
  await expect(bank).toHaveAttribute("data-status", "ok");
  await expect(bank).toContainText("US bank account ending in - 3456");
  await expect(bank).toContainText('"type": "us_bank_account"');

  const capabilities = await press(page, "union-pay", "up-capabilities", "fetchCapabilities");
  await expect(capabilities).toContainText('"isUnionPay": true');
  const enrolled = await press(page, "union-pay", "up-enroll", "enroll");
  await expect(enrolled).toContainText('"enrollmentId": "union-pay-enrollment-1232"');
  await expect(enrolled).toContainText('"smsCodeRequired": true');
  const unionPayCard = await press(page, "union-pay", "up-tokenize", "tokenize");
  await expect(unionPayCard).toHaveAttribute("data-status", "ok");
  await expect(unionPayCard).toContainText("tokencc_unionpay_1232");

  // Make the gateway fail the bank tokenization with a 500: the merchant sees the SDK's typed error, its code marked.
  await failGateway(page, "graphql:TokenizeUsBankAccount", "HTTP 500");
  const failed = await press(page, "us-bank-account", "usb-tokenize", "tokenizeBankDetails");
  await expect(failed).toHaveAttribute("data-status", "error");
  await expect(failed).toContainText('"code": "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR"');
  await expect(failed).toContainText('"type": "NETWORK"');
  await expect(failed.getByTestId("error-code")).toHaveText('"US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR"');

  // A GraphQL NOT_FOUND on delete reaches the merchant as VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND.
  await failGateway(page, "graphql:DeletePaymentMethodFromSingleUseToken", "GraphQL NOT_FOUND");
  const notFound = await press(page, "vault-manager", "delete-method", "deletePaymentMethod");
  await expect(notFound).toContainText('"code": "VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND"');

  const torn = await press(page, "client", "teardown", "tearDown");
  await expect(torn).toHaveAttribute("data-status", "ok");
  const afterTeardown = await press(
    page,
    "preferred-payment-methods",
    "fetch-preferred",
    "fetchPreferredPaymentMethods",
  );
  await expect(afterTeardown).toContainText('"code": "NO_CLIENT"');
  expect(problems).toEqual([]);
});
