import type { APIRequestContext, Locator, Page } from "@playwright/test";
import type { DemoServer } from "./support/demo-server.ts";
import { ADA, control, expect, expectTicket, openCheckout, test } from "../fixtures/providers/pay-test.ts";

// Step 0 (spec §2 fallback, §4 fallback returns) for the two sets pay-mollie.spec.ts does not cover: the card-intent
// return (Stripe's redirect back with payment_intent, payment_intent_client_secret, redirect_status) and the wallet
// local-payment return (token, paymentId, PayerID), with what a screen reader hears (status, alert).

const CART = {
  event_id: 101,
  ticketQuantities: { "10101": 1 },
  customer: { ...ADA, country: "Germany", countryCode: "DE", lang: "en", companyName: "", vatNumber: "" },
  voucherCode: null,
  guestListToken: null,
  reservation_id: null,
};

/** A Stripe intent for one Standard ticket, settled on the sandbox as the bank left it (what a redirect method does). */
async function settledIntent(
  request: APIRequestContext,
  api: DemoServer,
  outcome: "succeeded" | "requires_payment_method",
): Promise<{ id: string; secret: string }> {
  const created = await request.post(`${api.origin}/api/stripe/create-payment-intent`, {
    data: { ...CART, selectedPaymentMethod: "ideal", payment_method_types: ["ideal"], metadata: {} },
    headers: { "idempotency-key": `test-${Math.random()}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const secret = (await created.json()).clientSecret as string;
  const id = secret.split("_secret_")[0]!;
  const confirmed = await request.post(`${api.origin}/sandbox/stripe/intents/${id}/confirm`, {
    data: { client_secret: secret, outcome },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return { id, secret };
}

/** Holds the next call of `path` until the returned release() runs, so a passing state can be observed. */
async function holdNext(page: Page, api: DemoServer, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    `${api.origin}${path}`,
    async (route) => {
      await released;
      await route.fallback();
    },
    { times: 1 },
  );
  return release;
}

const status = (w: Locator) => w.getByTestId("payment-status");

test("card-intent return: checking (status), then the ticket; a failed bank payment → the deferred-payment error (alert)", async ({
  page,
  api,
  host,
}) => {
  const paid = await settledIntent(page.request, api, "succeeded");
  const release = await holdNext(page, api, "/api/stripe/verifyIntent");
  const w = await openCheckout(
    page,
    api,
    host,
    "101",
    `?payment_intent=${paid.id}&payment_intent_client_secret=${paid.secret}&redirect_status=succeeded`,
  );
  await expect(w.getByRole("heading", { name: "Checking your payment" })).toBeVisible();
  await expect(status(w)).toHaveRole("status");
  await expect(status(w)).toHaveText("Checking your payment with the provider…");
  release();
  await expectTicket(page, w);
  await expect.poll(() => page.url()).not.toContain("payment_intent");

  const failed = await settledIntent(page.request, api, "requires_payment_method");
  const w2 = await openCheckout(
    page,
    api,
    host,
    "101",
    `?payment_intent=${failed.id}&payment_intent_client_secret=${failed.secret}&redirect_status=failed`,
  );
  const alert = w2.getByRole("alert");
  await expect(alert).toHaveAttribute("data-error-key", "local_payment_start_payment_deferred_payment_failed");
  await expect(alert).toContainText("The payment failed after you returned from your bank. Please try again.");
  await expect.poll(() => page.url()).not.toContain("payment_intent");
  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(w2.getByRole("button", { name: "Increase quantity of Standard" })).toBeVisible(); // back on step 1
});

/** A Braintree order paid (or left pending by the processor) through the API; its order_id is the return's paymentId. */
async function braintreeOrder(page: Page, api: DemoServer, outcome: "paid" | "pending"): Promise<string> {
  if (outcome === "pending") await control(page, api, "braintree.process-payment", "pending");
  const res = await page.request.post(`${api.origin}/api/braintree/process-payment`, {
    data: { ...CART, selectedPaymentMethod: "paypal", payment_method_nonce: "fake-valid-nonce" },
    headers: { "idempotency-key": `test-${Math.random()}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  expect(body.status).toBe(outcome);
  return body.order_id as string;
}

// The 402 of a declined process-payment carries no order_id, so a return for a failed order cannot be built here.
test("wallet return: missing parameters → alert; a pending order → still processing (status); a paid one → the ticket", async ({
  page,
  api,
  host,
}) => {
  const w = await openCheckout(page, api, host, "101", "?token=tok&paymentId=");
  await expect(w.getByRole("alert")).toContainText("Missing required parameters");

  const pending = await braintreeOrder(page, api, "pending");
  const release = await holdNext(page, api, "/api/braintree/process-order-update");
  const w2 = await openCheckout(page, api, host, "101", `?token=fake-valid-nonce&paymentId=${pending}&PayerID=PAYER1`);
  await expect(status(w2)).toHaveText("Checking your payment with the provider…");
  release();
  await expect(w2.getByTestId("payment-pending")).toHaveRole("status");
  await expect(w2.getByTestId("payment-pending")).toContainText("still being processed");
  await expect(w2.getByRole("button", { name: "Back" })).toHaveCount(0);
  await expect.poll(() => page.url()).not.toContain("PayerID");

  const paid = await braintreeOrder(page, api, "paid");
  const w3 = await openCheckout(page, api, host, "101", `?token=fake-valid-nonce&paymentId=${paid}&PayerID=PAYER1`);
  await expectTicket(page, w3);
});
