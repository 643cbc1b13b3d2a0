import { expect, test, type Page } from "@playwright/test";
import { startDemoServer, type DemoServer } from "../support/demo-server.ts";

let server: DemoServer;
test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server?.close();
});

/** Clicks a playground button (the first, for per-row buttons) and returns the newest log entry once it appears. */
async function click(page: Page, testId: string) {
  const before = await page.getByTestId("log").locator("li").count();
  await page.getByTestId(testId).first().click();
  await expect(page.getByTestId("log").locator("li")).toHaveCount(before + 1);
  return page.getByTestId("log").locator("li").first();
}

// A merchant developer's walk through the playground: the built SDK modules from /sdk/*.js against the local
// gateway the demo server mounts at /gateway (the page is on localhost, so the SDK's loopback exception applies).
test("SDK playground: create a client and call every module against the local gateway", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  await page.goto(server.origin + "/playground/");

  const created = await click(page, "create-client");
  await expect(created).toHaveAttribute("data-status", "ok");
  await expect(created).toContainText('"version": "3.109.0"');
  await expect(created).toContainText('"authorizationType": "CLIENT_TOKEN"');

  const fetched = await click(page, "fetch-methods");
  await expect(fetched).toHaveAttribute("data-status", "ok");
  await expect(fetched).toContainText("tokencc_saved_visa_1111");
  await expect(page.getByTestId("methods").locator("li")).toHaveCount(2);
  await expect(page.getByTestId("methods")).toContainText("ending in 11");

  const deleted = await click(page, "delete-method");
  await expect(deleted).toHaveAttribute("data-status", "ok");
  await expect(deleted).toContainText("(resolved, no value)");

  const preferred = await click(page, "fetch-preferred");
  await expect(preferred).toContainText('"paypalPreferred": true');
  await expect(preferred).toContainText('"venmoPreferred": false');

  const bank = await click(page, "usb-tokenize");
  await expect(bank).toHaveAttribute("data-status", "ok");
  await expect(bank).toContainText("US bank account ending in - 3456");
  await expect(bank).toContainText('"type": "us_bank_account"');

  const capabilities = await click(page, "up-capabilities");
  await expect(capabilities).toContainText('"isUnionPay": true');
  const enrolled = await click(page, "up-enroll");
  await expect(enrolled).toContainText('"enrollmentId": "union-pay-enrollment-1232"');
  await expect(enrolled).toContainText('"smsCodeRequired": true');
  const card = await click(page, "up-tokenize");
  await expect(card).toHaveAttribute("data-status", "ok");
  await expect(card).toContainText("tokencc_unionpay_1232");

  // Make the gateway fail the bank tokenization with a 500: the merchant sees the SDK's typed error.
  await page.getByTestId("fail-endpoint").selectOption("graphql:TokenizeUsBankAccount");
  await page.getByTestId("fail-kind").selectOption({ label: "HTTP 500" });
  await click(page, "apply-mode");
  const failed = await click(page, "usb-tokenize");
  await expect(failed).toHaveAttribute("data-status", "error");
  await expect(failed).toContainText('"code": "US_BANK_ACCOUNT_TOKENIZATION_NETWORK_ERROR"');
  await expect(failed).toContainText('"type": "NETWORK"');

  // A GraphQL NOT_FOUND on delete reaches the merchant as VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND.
  await page.getByTestId("fail-endpoint").selectOption("graphql:DeletePaymentMethodFromSingleUseToken");
  await page.getByTestId("fail-kind").selectOption({ label: "GraphQL NOT_FOUND" });
  await click(page, "apply-mode");
  const notFound = await click(page, "delete-method");
  await expect(notFound).toContainText('"code": "VAULT_MANAGER_PAYMENT_METHOD_NONCE_NOT_FOUND"');

  const torn = await click(page, "teardown");
  await expect(torn).toHaveAttribute("data-status", "ok");
  const afterTeardown = await click(page, "fetch-preferred");
  await expect(afterTeardown).toContainText('"code": "NO_CLIENT"');
  expect(problems).toEqual([]);
});
