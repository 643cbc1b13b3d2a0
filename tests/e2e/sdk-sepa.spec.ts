import { expect, test, type Page } from "@playwright/test";
import { openParityPage, type ParityPage } from "./sdk-parity/harness/page.ts";
import { clientToken } from "../fixtures/gateway/index.ts";
import { BRAINTREE_SANDBOX_URLS } from "../fixtures/gateway/configuration.ts";
import { cspViolations, installPayButton, payOutcome, serveSdkFrames } from "./support/sdk-frames.ts";

// Our built SEPA module in Chromium with its popup: landing page, fake bank approval page, our return page (strict
// CSP), nonce exchange. Closing or canceling gives SEPA_CUSTOMER_CANCELED.
const HTML = "https://assets.braintreegateway.com/web/3.109.0/html/";
test.describe.configure({ timeout: 60_000 });

const OPTIONS = {
  accountHolderName: "Erika Mustermann",
  customerId: "customer-7",
  iban: "DE89370400440532013000",
  mandateType: "RECURRENT",
  countryCode: "DE",
  merchantAccountId: "eur_account",
};

async function setup(page: Page): Promise<ParityPage> {
  const pp = await openParityPage(page);
  expect(pp.missing).toEqual([]);
  await serveSdkFrames(page.context());
  const authorization = clientToken({ clientApiOrigin: BRAINTREE_SANDBOX_URLS.clientApiOrigin, tag: "sepa" });
  await page.evaluate(async (auth) => {
    const sdk = (window as any).__parity.impls.ours;
    (window as any).__sepa = await sdk.sepa.create({ client: await sdk.client.create({ authorization: auth }) });
  }, authorization);
  await installPayButton(page, `() => window.__sepa.tokenize(${JSON.stringify(OPTIONS)})`);
  return pp;
}

async function clickPay(page: Page) {
  const popup = page.waitForEvent("popup");
  await page.click("#pay");
  return popup;
}

test("approve: a 400x570 centred popup shows our landing page then the bank's, and the mandate becomes a nonce", async ({
  page,
}) => {
  const pp = await setup(page);
  const popup = await clickPay(page);
  const violations = cspViolations(popup);
  const [url, name, features] = (await page.evaluate(() => (window as any).__opens[0])) as string[];
  expect(url).toBe(`${HTML}sepa-landing-frame.html`);
  expect(name).toMatch(/^sepadirectdebit_[0-9a-f]{32}$/);
  const geometry = await page.evaluate(() => ({
    w: window.outerWidth,
    h: window.outerHeight,
    x: window.screenX,
    y: window.screenY,
  }));
  expect(features).toBe(
    `resizable,scrollbars,width=400,height=570,top=${Math.round((geometry.h - 570) / 2 + geometry.y)},left=${Math.round((geometry.w - 400) / 2 + geometry.x)}`,
  );
  await expect(popup.locator("h1")).toHaveText("Fake bank: approve SEPA Direct Debit mandate");
  await expect(popup.locator("dd").nth(1)).toHaveText("•••• 3000");
  const closed = popup.waitForEvent("close");
  await popup.locator("#approve").click();
  expect((await payOutcome(page)).value).toEqual({
    nonce: "tokensepa_3000",
    ibanLastFour: "3000",
    customerId: "customer-7",
    mandateType: "RECURRENT",
  });
  await closed;
  expect(violations).toEqual([]);
  const mandate = pp.gateway.calls().find((r) => r.endpoint === "sepa_debit")!.body as any;
  expect(mandate.return_url).toMatch(new RegExp(`^${HTML}redirect-frame\\.html\\?success=1&channel=[0-9a-f]{32}$`));
  const exchange = pp.gateway.calls().find((r) => r.endpoint === "sepa_debit_accounts")!.body as any;
  expect(exchange).toMatchObject({
    sepa_debit_account: { last_4: "3000", bank_reference_token: "brt_3000_RECURRENT", mandate_type: "RECURRENT" },
    merchant_account_id: "eur_account",
  });
});

test("cancel on the bank page rejects SEPA_CUSTOMER_CANCELED and closes the popup", async ({ page }) => {
  const pp = await setup(page);
  const popup = await clickPay(page);
  await expect(popup.locator("#cancel")).toBeVisible();
  const closed = popup.waitForEvent("close");
  await popup.locator("#cancel").click();
  expect((await payOutcome(page)).error).toEqual({
    name: "BraintreeError",
    code: "SEPA_CUSTOMER_CANCELED",
    type: "CUSTOMER",
    message: "User canceled SEPA authorization",
    details: "customer-canceled",
  });
  await closed;
  expect(pp.gateway.calls().map((r) => r.endpoint)).not.toContain("sepa_debit_accounts");
});

test("the customer closing the popup rejects SEPA_CUSTOMER_CANCELED", async ({ page }) => {
  await setup(page);
  const popup = await clickPay(page);
  await expect(popup.locator("#approve")).toBeVisible();
  await popup.close();
  expect((await payOutcome(page)).error).toMatchObject({ code: "SEPA_CUSTOMER_CANCELED", type: "CUSTOMER" });
});

test("a blocked popup (window.open returns null) rejects SEPA_TOKENIZATION_FAILED", async ({ page }) => {
  await setup(page);
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.click("#pay");
  expect((await payOutcome(page)).error).toMatchObject({
    code: "SEPA_TOKENIZATION_FAILED",
    type: "UNKNOWN",
    message: "SEPA encountered a problem",
    details: "open-popup",
  });
});

test("a failing mandate request closes the landing popup and rejects SEPA_CREATE_MANDATE_FAILED", async ({ page }) => {
  const pp = await setup(page);
  pp.gateway.fail("sepa_debit", { kind: "http", status: 500 });
  const popup = await clickPay(page);
  expect((await payOutcome(page)).error).toMatchObject({
    code: "SEPA_CREATE_MANDATE_FAILED",
    details: "create-mandate",
  });
  // It may be closed before Playwright could listen for "close": ask instead.
  await expect.poll(() => popup.isClosed()).toBe(true);
});
