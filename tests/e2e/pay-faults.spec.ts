import { expect, holdAll, pick, release, test, toStep3WithoutHold } from "../fixtures/providers/pay-test.ts";

// Faults across providers: tickets running out between step 3 and paying (a reload in the middle of step 4:
// pay-resume.spec.ts; Braintree's stock-out: pay-braintree.spec.ts, which routes its gateway).

const NOT_ENOUGH = "Sorry, there are not enough tickets left for your order.";

test("Stripe: the tickets run out between step 3 and the card step → \"not enough tickets\", no intent confirmed", async ({ page, api, host }) => {
  const w = await toStep3WithoutHold(page, api, host);
  const held = await holdAll(page, api);
  try {
    await pick(w, "Credit Card");
    await expect(w.getByTestId("payment-error")).toContainText(NOT_ENOUGH);
    await expect(w.getByRole("button", { name: "Confirm payment" })).toHaveCount(0);
  } finally {
    await release(page, api, held);
  }
});

test("Stripe: the tickets run out after the intent, before Confirm → charged, then refunded, no ticket", async ({ page, api, host }) => {
  const w = await toStep3WithoutHold(page, api, host);
  await pick(w, "Credit Card");
  await w.getByLabel("Card number").fill("4242 4242 4242 4242");
  const held = await holdAll(page, api);
  try {
    await w.getByRole("button", { name: "Confirm payment" }).click();
    await expect(w.getByTestId("payment-error")).toContainText("the payment was refunded and no ticket was issued");
    await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toHaveCount(0);
  } finally {
    await release(page, api, held);
  }
});

test("PayPal: the tickets run out between step 3 and the PayPal button → \"not enough tickets\", no capture", async ({ page, api, host }) => {
  const w = await toStep3WithoutHold(page, api, host);
  await pick(w, "PayPal");
  const held = await holdAll(page, api);
  try {
    const captures: string[] = [];
    page.on("request", (r) => { if (r.url().endsWith("/api/paypal/capture")) captures.push(r.url()); });
    await w.getByRole("button", { name: "PayPal", exact: true }).click();
    await expect(w.getByTestId("payment-error")).toContainText(NOT_ENOUGH);
    expect(captures).toEqual([]);
  } finally {
    await release(page, api, held);
  }
});

test("Mollie: the tickets run out between step 3 and the hosted page → \"not enough tickets\", the buyer never leaves for it", async ({ page, api, host }) => {
  const w = await toStep3WithoutHold(page, api, host);
  const held = await holdAll(page, api);
  try {
    await pick(w, "SEPA transfer");
    await expect(w.getByTestId("payment-provider")).toHaveText("Mollie");
    await expect(w.getByTestId("payment-error")).toHaveRole("alert");
    await expect(w.getByTestId("payment-error")).toContainText(NOT_ENOUGH);
    await expect(w.getByRole("button", { name: "Pay now" })).toHaveCount(0);
    expect(page.url()).not.toContain("/sandbox/mollie/");
  } finally {
    await release(page, api, held);
  }
});
