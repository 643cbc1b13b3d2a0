import { control, expect, expectTicket, openToStep3, pick, test } from "../fixtures/providers/pay-test.ts";

// Hosted checkout (Mollie): countdown on step 4, the sandbox's hosted page, the return to step 0 and its checks.
// Delays are shortened on the host page (the 10 s / 5 s verification schedule and the 5 s countdown are unit-tested).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = {
      countdownMs: 1500,
      firstCheckMs: 300,
      retryMs: 300,
    };
  });
});

async function toHostedPage(page: import("@playwright/test").Page, w: import("@playwright/test").Locator) {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/mollie/process-payment")) calls.push(r.headers()["idempotency-key"] ?? "");
  });
  await pick(w, "SEPA transfer");
  await expect(w.getByTestId("payment-provider")).toHaveText("Mollie");
  await expect(w.getByText(/Your payment is safe/)).toBeVisible();
  await expect(w.getByTestId("mollie-countdown")).toContainText("You will be taken to the payment page in");
  await expect(w.getByRole("button", { name: "Pay now" })).toBeVisible();
  await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatch(/mollie\.process-payment$/);
}

test("Mollie paid: countdown, hosted page, return verifies and shows the ticket; the address is cleaned", async ({
  page,
  api,
  host,
  providers,
}) => {
  const w = await openToStep3(page, api, host);
  await toHostedPage(page, w);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL(/payment_provider=mollie/);
  await expectTicket(page, page.locator("ticket-checkout"));
  await expect.poll(() => page.url()).not.toContain("order_id=");
  expect(providers.stray).toEqual([]);
});

test("Mollie failed: the return shows the payment failure", async ({ page, api, host }) => {
  const w = await openToStep3(page, api, host);
  await toHostedPage(page, w);
  await page.getByRole("button", { name: "Fail" }).click();
  await page.waitForURL(/payment_provider=mollie/);
  const widget = page.locator("ticket-checkout");
  await expect(widget.getByTestId("payment-error")).toHaveText(/Zahlung fehlgeschlagen\./);
  await expect.poll(() => page.url()).not.toContain("payment_provider");
});

test("Mollie pending then paid: still processing, then the ticket; Pay now skips the countdown", async ({
  page,
  api,
  host,
}) => {
  // Checks 5 s apart (the real retry interval) leave time to settle the payment between two of them.
  await page.addInitScript(() => {
    (window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = {
      countdownMs: 60_000,
      firstCheckMs: 300,
      retryMs: 5_000,
    };
  });
  const w = await openToStep3(page, api, host);
  await pick(w, "SEPA transfer");
  await w.getByRole("button", { name: "Pay now" }).click();
  await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
  await page.getByRole("button", { name: "Leave pending" }).click();
  const widget = page.locator("ticket-checkout");
  await expect(widget.getByTestId("payment-pending")).toContainText("still being processed");
  await control(page, api, "mollie.verify-order", "succeed", 1); // the bank confirms
  await expectTicket(page, widget);
});

test("hosted verification that never confirms: the generic error after the retries", async ({ page, api, host }) => {
  const w = await openToStep3(page, api, host);
  await toHostedPage(page, w);
  const verifies: number[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/mollie/verify-order")) verifies.push(Date.now());
  });
  // Every check times out at the provider (the sandbox waits SANDBOX_TIMEOUT_MS, then fails like Mollie would).
  await control(page, api, "mollie.verify-order", "timeout", 10);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  const widget = page.locator("ticket-checkout");
  await expect(widget.getByRole("heading", { name: "Checking your payment" })).toBeVisible();
  await expect(widget.getByTestId("payment-error")).toHaveText(/An error occurred/);
  expect(verifies).toHaveLength(4); // first check + 3 more
  // A reload neither verifies again: the parameters are gone.
  await page.reload();
  await expect(widget.getByRole("heading", { name: "Buy tickets" })).toBeVisible();
  expect(verifies).toHaveLength(4);
});
