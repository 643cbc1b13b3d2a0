import { expect, test, type Page } from "@playwright/test";
import { openParityPage, type ParityPage } from "./sdk-parity/harness/page.ts";
import { clientToken } from "../fixtures/gateway/index.ts";
import { BRAINTREE_SANDBOX_URLS } from "../fixtures/gateway/configuration.ts";
import { cspViolations, installPayButton, payOutcome, serveSdkFrames } from "./support/sdk-frames.ts";

// Our built PayPal module in Chromium, end to end with a popup: the merchant's click opens our landing page on the
// assets origin, the fake gateway's approval page replaces it, its Approve/Cancel links go to our redirect/cancel
// pages (served with the strict CSP, scripts by src only), which talk back over the checked channel.
const HTML = "https://assets.braintreegateway.com/web/3.109.0/html/";
// A loaded machine: each test builds a client and drives a popup through several pages.
test.describe.configure({ timeout: 60_000 });

async function setup(page: Page, flow: "checkout" | "vault" = "checkout"): Promise<ParityPage> {
  const pp = await openParityPage(page);
  expect(pp.missing).toEqual([]);
  await serveSdkFrames(page.context());
  const authorization = clientToken({ clientApiOrigin: BRAINTREE_SANDBOX_URLS.clientApiOrigin, tag: `paypal-${flow}` });
  await page.evaluate(async (auth) => {
    const sdk = (window as any).__parity.impls.ours;
    (window as any).__paypal = await sdk.paypal.create({ client: await sdk.client.create({ authorization: auth }) });
  }, authorization);
  const options =
    flow === "checkout"
      ? { flow, amount: "10.00", currency: "EUR", intent: "sale" }
      : { flow, billingAgreementDescription: "Monthly tickets" };
  await installPayButton(page, `() => window.__paypal.tokenize(${JSON.stringify(options)})`);
  return pp;
}

async function clickPay(page: Page) {
  const popup = page.waitForEvent("popup");
  await page.click("#pay");
  return popup;
}

test("checkout: approve in the popup resolves the account nonce and closes the popup", async ({ page }) => {
  const pp = await setup(page);
  const popup = await clickPay(page);
  const violations = cspViolations(popup);
  const opens = await page.evaluate(() => (window as any).__opens);
  expect(opens[0][0]).toBe(`${HTML}paypal-landing-frame.html`);
  expect(opens[0][1]).toMatch(/^braintreepaypallanding_[0-9a-f]{32}$/);
  await expect(popup.locator("h1")).toHaveText("Fake PayPal: approve payment");
  const closed = popup.waitForEvent("close");
  await popup.locator("#approve").click();
  const outcome = await payOutcome(page);
  expect(outcome.value).toEqual({
    nonce: "tokenpp_PAY_EC_FAKE1000",
    type: "PayPalAccount",
    details: expect.objectContaining({ email: "pat.payer@example.com" }),
  });
  await closed;
  expect(violations).toEqual([]);
  const calls = pp.gateway.calls().map((r) => r.endpoint);
  expect(calls).toContain("create_payment_resource");
  const account = pp.gateway.calls().find((r) => r.endpoint === "paypal_accounts")!.body as any;
  expect(account.paypalAccount).toMatchObject({
    correlationId: "EC-FAKE1000",
    paymentToken: "PAY-EC-FAKE1000",
    payerId: "FAKEPAYER1",
    intent: "sale",
    options: { validate: false },
  });
  // The return page it came back through is ours, with the flow's channel.
  const resource = pp.gateway.calls().find((r) => r.endpoint === "create_payment_resource")!.body as any;
  expect(resource.returnUrl).toMatch(new RegExp(`^${HTML}redirect-frame\\.html\\?channel=[0-9a-f]{32}$`));
});

test("vault: approve the billing agreement resolves a validated account", async ({ page }) => {
  const pp = await setup(page, "vault");
  const popup = await clickPay(page);
  await expect(popup.locator("h1")).toHaveText("Fake PayPal: approve billing agreement");
  await popup.locator("#approve").click();
  expect((await payOutcome(page)).value).toMatchObject({ nonce: "tokenpp_BA_FAKE1", type: "PayPalAccount" });
  const account = pp.gateway.calls().find((r) => r.endpoint === "paypal_accounts")!.body as any;
  expect(account.paypalAccount).toMatchObject({ billingAgreementToken: "BA-FAKE1", options: { validate: true } });
});

test("cancel on the approval page rejects PAYPAL_POPUP_CLOSED through our cancel page, and a new tokenization may start", async ({
  page,
}) => {
  const pp = await setup(page);
  const popup = await clickPay(page);
  await expect(popup.locator("#cancel")).toBeVisible();
  const closed = popup.waitForEvent("close");
  await popup.locator("#cancel").click();
  expect((await payOutcome(page)).error).toMatchObject({
    code: "PAYPAL_POPUP_CLOSED",
    type: "CUSTOMER",
    message: "Customer closed PayPal popup before authorizing.",
  });
  await closed;
  expect(pp.gateway.calls().map((r) => r.endpoint)).not.toContain("paypal_accounts");
  const again = await clickPay(page);
  await expect(again.locator("#approve")).toBeVisible();
  await again.close();
  expect((await payOutcome(page)).error).toMatchObject({ code: "PAYPAL_POPUP_CLOSED" });
});

test("the customer closing the popup rejects PAYPAL_POPUP_CLOSED", async ({ page }) => {
  await setup(page);
  const popup = await clickPay(page);
  await expect(popup.locator("#approve")).toBeVisible();
  await popup.close();
  expect((await payOutcome(page)).error).toMatchObject({ code: "PAYPAL_POPUP_CLOSED", type: "CUSTOMER" });
});

test("a blocked popup (window.open returns null) rejects PAYPAL_POPUP_OPEN_FAILED and sends no request", async ({
  page,
}) => {
  const pp = await setup(page);
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.click("#pay");
  expect((await payOutcome(page)).error).toMatchObject({
    code: "PAYPAL_POPUP_OPEN_FAILED",
    type: "MERCHANT",
    message: "PayPal popup failed to open, make sure to tokenize in response to a user action.",
  });
  expect(pp.gateway.calls().map((r) => r.endpoint)).not.toContain("create_payment_resource");
});

test("a 422 on the flow start closes the popup and rejects PAYPAL_INVALID_PAYMENT_OPTION", async ({ page }) => {
  const pp = await setup(page);
  pp.gateway.fail("create_payment_resource", { kind: "http", status: 422 });
  const popup = await clickPay(page);
  expect((await payOutcome(page)).error).toMatchObject({
    code: "PAYPAL_INVALID_PAYMENT_OPTION",
    type: "MERCHANT",
    message: "PayPal payment options are invalid.",
  });
  // It may be closed before Playwright could listen for "close": ask instead.
  await expect.poll(() => popup.isClosed()).toBe(true);
});
