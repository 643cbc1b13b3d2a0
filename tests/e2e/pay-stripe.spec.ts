import { expect, expectTicket, openToStep3, pick, test } from "../fixtures/providers/pay-test.ts";

// Stripe through the real @stripe/stripe-js loadStripe, against the fake Stripe.js served at js.stripe.com.

test("Stripe card: Confirm enabled only when the element is complete, then confirm, verify, the ticket", async ({
  page,
  api,
  host,
  providers,
}) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/stripe/")) calls.push(new URL(r.url()).pathname);
  });
  const w = await openToStep3(page, api, host);
  await pick(w, "Credit Card");
  await expect(w.getByTestId("payment-provider")).toHaveText("Stripe");
  const confirm = w.getByRole("button", { name: "Confirm payment" });
  await expect(confirm).toBeDisabled();
  await w.getByLabel("Card number").fill("4242 4242 4242");
  await expect(confirm).toBeDisabled();
  await w.getByLabel("Card number").fill("4242 4242 4242 4242");
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expectTicket(page, w);
  expect(calls).toEqual(["/api/stripe/create-payment-intent", "/api/stripe/verifyIntent"]);
  expect(providers.loads.stripe).toBe(1);
});

test("Stripe declined card: the provider's message; Retry is a new attempt that can pay", async ({
  page,
  api,
  host,
}) => {
  const w = await openToStep3(page, api, host);
  await pick(w, "Credit Card");
  await w.getByLabel("Card number").fill("4000 0000 0000 0002");
  await w.getByRole("button", { name: "Confirm payment" }).click();
  await expect(w.getByTestId("payment-error")).toContainText(/declined/i);
  await w.getByRole("button", { name: "Try again" }).click();
  await w.getByLabel("Card number").fill("4242 4242 4242 4242");
  await w.getByRole("button", { name: "Confirm payment" }).click();
  await expectTicket(page, w);
});

test("Stripe wallet (Apple Pay on a supporting device): Express Checkout, intent, confirm, verify, the ticket", async ({
  page,
  api,
  host,
}) => {
  // The fake device supports Apple Pay: step 3 lists it (feature detection), the fake Express Checkout offers it.
  await page.addInitScript(() => {
    (window as unknown as { ApplePaySession: unknown }).ApplePaySession = {
      canMakePayments: () => true,
      supportsVersion: () => true,
    };
  });
  const intents: unknown[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/stripe/create-payment-intent")) intents.push(r.postDataJSON());
  });
  const w = await openToStep3(page, api, host);
  await pick(w, "Apple Pay");
  await w.getByRole("button", { name: "Buy with Apple Pay" }).click();
  await expectTicket(page, w);
  expect(intents[0]).toMatchObject({
    payment_method_types: ["card"],
    selectedPaymentMethod: "applepay",
    metadata: { event_id: 101, buyer_country: "DE" },
  });
  // amount x 100 rounded went to the Express Checkout Element
  const amount = await page.evaluate(
    () =>
      (window as unknown as { __fakeStripe: { elements: { options: { amount?: number } }[] } }).__fakeStripe
        .elements[0]!.options.amount,
  );
  expect(amount).toBe(2675);
});

test("Stripe script failing to load: the initialisation error", async ({ page, api, host, providers }) => {
  providers.failing.add("stripe");
  const w = await openToStep3(page, api, host);
  await pick(w, "Credit Card");
  await expect(w.getByTestId("payment-error")).toContainText("The payment could not be started. Please try again.");
});

test("Stripe.js accepted and never answered: the initialisation error within the deadline; once it arrives, Try again works", async ({
  page,
  api,
  host,
  providers,
}) => {
  await page.addInitScript(
    () => void ((window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = { scriptMs: 2_000 }),
  );
  providers.stalled.add("stripe");
  const w = await openToStep3(page, api, host);
  await pick(w, "Credit Card");
  await expect(w.getByText("Loading the payment form…")).toBeVisible();
  const started = Date.now();
  await expect(w.getByTestId("payment-error")).toContainText("The payment could not be started. Please try again.", {
    timeout: 15_000,
  });
  expect(Date.now() - started).toBeGreaterThan(1_000); // the deadline, not an early failure
  await expect(w.getByText("Loading the payment form…")).toBeHidden();
  // The script arrives at last (browsers share one request per URL: a retry waits on the stalled one), and the
  // retry gets the default deadline again: a loaded machine may take longer than 2 s over a healthy script.
  providers.stalled.delete("stripe");
  await Promise.all(providers.held.stripe!.map((answer) => answer()));
  await page.evaluate(() => void ((window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = {}));
  await w.getByRole("button", { name: "Try again" }).click();
  await w.getByLabel("Card number").fill("4242 4242 4242 4242");
  await w.getByRole("button", { name: "Confirm payment" }).click();
  await expectTicket(page, w);
});

test("five rapid clicks on Confirm: exactly one confirm and one verification", async ({ page, api, host }) => {
  const verifies: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/stripe/verifyIntent")) verifies.push(r.url());
  });
  const w = await openToStep3(page, api, host);
  await pick(w, "Credit Card");
  await w.getByLabel("Card number").fill("4242 4242 4242 4242");
  const confirm = w.getByRole("button", { name: "Confirm payment" });
  await expect(confirm).toBeEnabled();
  await confirm.evaluate((b: HTMLButtonElement) => {
    for (let i = 0; i < 5; i++) b.click();
  });
  await expectTicket(page, w);
  expect(
    await page.evaluate(() => (window as unknown as { __fakeStripe: { confirms: number } }).__fakeStripe.confirms),
  ).toBe(1);
  expect(verifies).toHaveLength(1);
});

test("Google Pay is listed only when Stripe's canMakePayment says the device has it, and pays through Express Checkout", async ({
  page,
  api,
  host,
}) => {
  const w = await openToStep3(page, api, host);
  const probes = () =>
    page.evaluate(
      () => (window as unknown as { __fakeStripe?: { canMakePayment: number } }).__fakeStripe?.canMakePayment ?? 0,
    );
  // No Google Pay on this device: asked, and not offered (not in the list, not behind the toggle).
  await expect.poll(probes).toBe(1);
  await w
    .getByRole("button", { name: "Show other payment methods" })
    .click()
    .catch(() => undefined);
  await expect(w.getByRole("radio", { name: "Credit Card" })).toBeVisible();
  await expect(w.getByRole("radio", { name: "Google Pay" })).toHaveCount(0);

  // The device gains Google Pay (the fake's switch); step 3 asks again when it opens next.
  await page.evaluate(() => {
    (window as unknown as { __fakeStripeWallets: object }).__fakeStripeWallets = { googlePay: true };
  });
  await w.getByRole("button", { name: "Back" }).click();
  await w.getByRole("button", { name: "Next" }).click();
  await expect.poll(probes).toBe(2);
  await expect(w.getByRole("radio", { name: "Google Pay" })).toBeVisible();
  await expect(w.getByRole("radio", { name: "Apple Pay" })).toHaveCount(0);
  await pick(w, "Google Pay");
  await w.getByRole("button", { name: "Buy with Google Pay" }).click();
  await expectTicket(page, w);
});
