import { expect, holdAll, pick, release, test, toStep3WithoutHold } from "../fixtures/providers/pay-test.ts";

// Faults across providers: tickets running out between step 3 and paying (a reload in the middle of step 4:
// pay-resume.spec.ts; Braintree's stock-out: pay-braintree.spec.ts, which routes its gateway).

const NOT_ENOUGH = "Sorry, there are not enough tickets left for your order.";

test('Stripe: the tickets run out before Confirm → the deferred intent is refused, "not enough tickets", nothing charged', async ({
  page,
  api,
  host,
}) => {
  const intents: number[] = [];
  const charges: string[] = [];
  page.on("response", (r) => {
    if (r.url().endsWith("/api/stripe/create-payment-intent")) intents.push(r.status());
  });
  page.on("request", (r) => {
    if (/\/sandbox\/stripe\/intents\/[^/]+\/confirm$/.test(r.url())) charges.push(r.url());
  });
  const w = await toStep3WithoutHold(page, api, host);
  await pick(w, "Credit Card");
  await w.getByLabel("Card number").fill("4242 4242 4242 4242");
  await expect(w.getByRole("button", { name: "Confirm payment" })).toBeEnabled();
  expect(intents).toEqual([]); // the form shows from amount and currency alone: no intent before Confirm
  const held = await holdAll(page, api);
  try {
    await w.getByRole("button", { name: "Confirm payment" }).click();
    await expect(w.getByTestId("payment-error")).toContainText(NOT_ENOUGH);
    expect(intents).toEqual([409]);
    expect(charges).toEqual([]);
    await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toHaveCount(0);
  } finally {
    await release(page, api, held);
  }
});

test('PayPal: the tickets run out between step 3 and the PayPal button → "not enough tickets", no capture', async ({
  page,
  api,
  host,
}) => {
  const w = await toStep3WithoutHold(page, api, host);
  await pick(w, "PayPal");
  const held = await holdAll(page, api);
  try {
    const captures: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/paypal/capture")) captures.push(r.url());
    });
    await w.getByRole("button", { name: "PayPal", exact: true }).click();
    await expect(w.getByTestId("payment-error")).toContainText(NOT_ENOUGH);
    expect(captures).toEqual([]);
  } finally {
    await release(page, api, held);
  }
});

test('Mollie: the tickets run out between step 3 and the hosted page → "not enough tickets", the buyer never leaves for it', async ({
  page,
  api,
  host,
}) => {
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
