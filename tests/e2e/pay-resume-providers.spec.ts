import type { Locator, Page } from "@playwright/test";
import { enterCard, field, routeBraintree } from "../fixtures/providers/braintree-routes.ts";
import { expect, expectTicket, openToStep3, pick, test } from "../fixtures/providers/pay-test.ts";

// Issue 10, "ours resumes for every provider": pay-resume.spec.ts covers Stripe and Mollie; these are the
// other two card/wallet paths. A reload on step 4 brings the buyer back to the same provider with the same hold,
// and the payment after it is made exactly once.

const RESUMED = "We kept your checkout as you left it: your tickets, details and step.";

/** Requests of the page whose path matches, as "METHOD /path". */
function record(page: Page, pattern: RegExp): string[] {
  const seen: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (pattern.test(path)) seen.push(`${r.method()} ${path}`);
  });
  return seen;
}

async function reloadResumed(page: Page, provider: string): Promise<Locator> {
  await page.reload();
  const w = page.locator("ticket-checkout");
  await expect(w.getByTestId("resumed").getByRole("status")).toHaveText(RESUMED);
  await expect(w.getByTestId("payment-provider")).toHaveText(provider);
  return w;
}

test("PayPal: a reload on step 4 resumes PayPal with the hold; one order, one capture, the ticket", async ({
  page,
  api,
  host,
}) => {
  const calls = record(page, /^\/api\/(paypal\/|reservations)/);
  let w = await openToStep3(page, api, host);
  await pick(w, "PayPal");
  await expect(w.getByRole("button", { name: "PayPal", exact: true })).toBeVisible();
  w = await reloadResumed(page, "PayPal");
  await w.getByRole("button", { name: "PayPal", exact: true }).click();
  await expectTicket(page, w);
  expect(calls.filter((c) => c.includes("/paypal/"))).toEqual(["POST /api/paypal/order", "POST /api/paypal/capture"]);
  // One hold, asked for once after the reload: nothing reserved again.
  expect(calls.filter((c) => c.includes("/reservations"))).toEqual([
    "POST /api/reservations",
    expect.stringMatching(/^GET \/api\/reservations\//),
  ]);
});

test("Braintree card: a reload on step 4 resumes the hosted fields with the hold; one payment, the ticket", async ({
  page,
  api,
  host,
}) => {
  const { payments } = await routeBraintree(page);
  const calls = record(page, /^\/api\/(braintree\/|reservations)/);
  let w = await openToStep3(page, api, host, { event: "107", ticket: "Seated" });
  await pick(w, "Credit Card");
  await expect(field(w, "number").getByLabel("Card number")).toBeVisible();
  await field(w, "number").getByLabel("Card number").fill("4111 1111 1111 1111"); // typed, then lost to the reload
  w = await reloadResumed(page, "Braintree");
  // The card fields are Braintree's frames, empty again (nothing secret is kept), and Pay waits for them.
  await expect(field(w, "number").getByLabel("Card number")).toHaveValue("");
  await expect(w.getByTestId("braintree-pay")).toBeDisabled();
  await enterCard(w, "4111 1111 1111 1111");
  await w.getByTestId("braintree-pay").click();
  await expectTicket(page, w);
  expect(payments).toHaveLength(1);
  expect(calls.filter((c) => c.includes("/reservations"))).toEqual([
    "POST /api/reservations",
    expect.stringMatching(/^GET \/api\/reservations\//),
  ]);
  expect(calls.filter((c) => c === "GET /api/braintree/token")).toHaveLength(2); // a fresh client token per page load
});
