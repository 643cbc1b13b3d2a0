import { expect, expectTicket, openToStep3, pick, test } from "../fixtures/providers/pay-test.ts";

// PayPal through the real @paypal/paypal-js loadScript, against the fake SDK served at www.paypal.com.

test("PayPal approve: order, approval, capture, the ticket; the SDK loads once with currency EUR", async ({
  page,
  api,
  host,
  providers,
}) => {
  const calls: { url: string; key: string | undefined }[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/paypal/"))
      calls.push({ url: new URL(r.url()).pathname, key: r.headers()["idempotency-key"] });
  });
  const w = await openToStep3(page, api, host);
  await pick(w, "PayPal");
  await expect(w.getByTestId("payment-provider")).toHaveText("PayPal");
  await w.getByRole("button", { name: "PayPal", exact: true }).click();
  await expectTicket(page, w);
  expect(calls.map((c) => c.url)).toEqual(["/api/paypal/order", "/api/paypal/capture"]);
  expect(calls.every((c) => c.key && c.key.length > 10)).toBe(true);
  expect(providers.loads.paypal).toBe(1);
  const src = await page.evaluate(() => (window as unknown as { __fakePayPal: { src: string } }).__fakePayPal.src);
  expect(src).toContain("currency=EUR");
});

test("PayPal cancel: the cancel call is made and the buttons are offered again", async ({ page, api, host }) => {
  const cancels: unknown[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/paypal/cancel")) cancels.push(r.postDataJSON());
  });
  const w = await openToStep3(page, api, host);
  await pick(w, "PayPal");
  await w.getByRole("button", { name: "Cancel in PayPal" }).click();
  await expect.poll(() => cancels.length).toBe(1);
  expect(cancels[0]).toMatchObject({ internalOrderId: expect.any(String), paypalOrderId: expect.any(String) });
  await expect(w.getByRole("button", { name: "PayPal", exact: true })).toBeVisible();
  await expect(w.getByTestId("payment-error")).toHaveCount(0);
});

test("PayPal error: the error banner with the provider's message, Retry shows the buttons again", async ({
  page,
  api,
  host,
}) => {
  const w = await openToStep3(page, api, host);
  await pick(w, "PayPal");
  await w.getByRole("button", { name: "Break PayPal" }).click();
  await expect(w.getByTestId("payment-error")).toContainText("PayPal window closed unexpectedly");
  await w.getByRole("button", { name: "Try again" }).click();
  await expect(w.getByRole("button", { name: "PayPal", exact: true })).toBeVisible();
});

test("PayPal script failing to load: failed_to_initialize_payment with Retry, which loads it again", async ({
  page,
  api,
  host,
  providers,
}) => {
  providers.failing.add("paypal");
  const w = await openToStep3(page, api, host);
  await pick(w, "PayPal");
  await expect(w.getByTestId("payment-error")).toContainText("The payment could not be started. Please try again.");
  providers.failing.delete("paypal");
  await w.getByRole("button", { name: "Try again" }).click();
  await expect(w.getByRole("button", { name: "PayPal", exact: true })).toBeVisible();
  expect(providers.loads.paypal).toBe(2);
});

test("PayPal's SDK accepted and never answered: the initialisation error within the deadline; once it arrives, Try again works", async ({
  page,
  api,
  host,
  providers,
}) => {
  await page.addInitScript(
    () => void ((window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = { scriptMs: 2_000 }),
  );
  providers.stalled.add("paypal");
  const w = await openToStep3(page, api, host);
  await pick(w, "PayPal");
  const started = Date.now();
  await expect(w.getByTestId("payment-error")).toContainText("The payment could not be started. Please try again.", {
    timeout: 15_000,
  });
  expect(Date.now() - started).toBeGreaterThan(1_000);
  // The script arrives at last (browsers share one request per URL: a retry waits on the stalled one), and the
  // retry gets the default deadline again: a loaded machine may take longer than 2 s over a healthy script.
  providers.stalled.delete("paypal");
  await Promise.all(providers.held.paypal!.map((answer) => answer()));
  await page.evaluate(() => void ((window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = {}));
  await w.getByRole("button", { name: "Try again" }).click();
  await expect(w.getByRole("button", { name: "PayPal", exact: true })).toBeVisible();
  expect(providers.loads.paypal).toBe(1); // the one request, answered late
});
