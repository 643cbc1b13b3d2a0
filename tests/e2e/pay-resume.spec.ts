import type { Locator, Page } from "@playwright/test";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { expect, expectTicket, openToStep3, pick, test } from "../fixtures/providers/pay-test.ts";

// Issue 10: a reload (or coming back in the same tab) within the ticket hold resumes the checkout where the
// buyer left it, for every provider; a resumed step 4 replays its payment attempt, never charges twice;
// "Start over" forgets it; a hold the server no longer keeps, or one that expired, resumes nothing.

const RESUMED = "We kept your checkout as you left it: your tickets, details and step.";

const resumed = (w: Locator) => w.getByTestId("resumed").getByRole("status");

/** Step 1 as on a first visit: nothing selected, no note about a kept checkout. */
async function expectFreshStepOne(w: Locator): Promise<void> {
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("0");
  await expect(w.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(w.getByTestId("resumed")).toHaveCount(0);
}

/** The checkouts this tab keeps for a reload (sessionStorage keys of widget/lib/saved-checkout.ts). */
function savedCheckouts(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("tc-resume:")));
}

/**
 * The ids of the holds the page made (POST /api/reservations), in order. A body that could no longer be read
 * (the page navigated first) is recorded as "unreadable" rather than failing the test from a listener.
 */
function recordHolds(page: Page): string[] {
  const holds: string[] = [];
  page.on("response", (r) => {
    if (!r.url().endsWith("/api/reservations") || r.request().method() !== "POST") return;
    r.json().then(
      (body) => holds.push((body as { reservation_id: string }).reservation_id),
      () => holds.push("unreadable"),
    );
  });
  return holds;
}

/**
 * Waits until the hold is on screen and the checkout is kept for a reload. The test's own copy of the hold's
 * answer can arrive before the widget has rendered it and saved the checkout (CI on 3381d34 reloaded in between
 * and nothing resumed).
 */
async function expectCheckoutKept(page: Page, w: Locator): Promise<void> {
  await expect(w.getByRole("timer")).toBeVisible();
  await expect.poll(() => savedCheckouts(page)).toHaveLength(1);
}

async function holdStatus(page: Page, api: DemoServer, id: string): Promise<string> {
  return (await (await page.request.get(`${api.origin}/api/reservations/${id}`)).json()).status;
}

test("Stripe: a reload on step 3 and on step 4 resumes; one intent, one confirm, one verification", async ({
  page,
  api,
  host,
}) => {
  const reservations: string[] = [];
  const intents: { replayed: boolean; secret: string; key: string }[] = [];
  const charges: string[] = [];
  const verifies: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/reservations")) reservations.push(r.method());
    if (/\/sandbox\/stripe\/intents\/[^/]+\/confirm$/.test(r.url())) charges.push(r.url());
    if (r.url().endsWith("/api/stripe/verifyIntent")) verifies.push(r.url());
  });
  page.on("response", async (r) => {
    if (!r.url().endsWith("/api/stripe/create-payment-intent")) return;
    const body = (await r.json().catch(() => ({}))) as { clientSecret?: string };
    intents.push({
      replayed: r.headers()["idempotent-replayed"] === "true",
      secret: body.clientSecret ?? "",
      key: r.request().headers()["idempotency-key"] ?? "",
    });
  });
  let w = await openToStep3(page, api, host, { count: 2 });
  await expectCheckoutKept(page, w);

  // Reload on step 3: the same step, selection and hold; the server was asked, nothing reserved again.
  await page.reload();
  w = page.locator("ticket-checkout");
  await expect(resumed(w)).toHaveText(RESUMED);
  await expect(w.getByRole("heading", { name: "Pay now" })).toBeVisible();
  await expect(w.getByRole("timer")).toHaveText(/^Time left: 1[45]:\d\d$/);
  await expect(w.getByTestId("sales-overview")).toContainText("2 ×");
  expect(reservations).toEqual(["POST", "GET"]);

  // Step 4 with the card typed (the intent is made only at Confirm), then a reload: step 4 again, same provider.
  await pick(w, "Credit Card");
  await w.getByLabel("Card number").fill("4242 4242 4242 4242");
  await expect(w.getByRole("button", { name: "Confirm payment" })).toBeEnabled();
  await page.reload();
  w = page.locator("ticket-checkout");
  await expect(resumed(w)).toHaveText(RESUMED);
  await expect(w.getByTestId("payment-provider")).toHaveText("Stripe");
  await w.getByLabel("Card number").fill("4242 4242 4242 4242");
  await w.getByRole("button", { name: "Confirm payment" }).click();
  await expectTicket(page, w);
  expect(intents).toHaveLength(1);
  expect(intents[0]!.replayed).toBe(false);
  expect(charges).toHaveLength(1);
  expect(charges[0]).toContain(intents[0]!.secret.split("_secret_")[0]!);
  expect(verifies).toHaveLength(1);
  expect(reservations).toEqual(["POST", "GET", "GET"]);

  // Paid: nothing left to resume.
  await expect.poll(() => savedCheckouts(page)).toEqual([]);
  await page.reload();
  await expectFreshStepOne(page.locator("ticket-checkout"));
});

test("Mollie: coming back from the hosted page resumes step 4 with the same payment; a hold the server gave up resumes nothing", async ({
  page,
  api,
  host,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = { countdownMs: 120_000 };
  });
  const payments: { key: string; checkoutUrl: string }[] = [];
  page.on("response", async (r) => {
    if (!r.url().endsWith("/api/mollie/process-payment")) return;
    payments.push({
      key: r.request().headers()["idempotency-key"] ?? "",
      checkoutUrl: ((await r.json().catch(() => ({}))) as { checkoutUrl?: string }).checkoutUrl ?? "",
    });
  });
  const holds = recordHolds(page);
  let w = await openToStep3(page, api, host);
  const organizerPage = page.url();
  await pick(w, "SEPA transfer");
  await w.getByRole("button", { name: "Pay now" }).click();
  await page.waitForURL(/\/sandbox\/mollie\/checkout\//);

  // Back on the organizer's page (a new load): step 4 with Mollie, the same attempt → the same hosted payment.
  await page.goto(organizerPage);
  w = page.locator("ticket-checkout");
  await expect(resumed(w)).toHaveText(RESUMED);
  await expect(w.getByTestId("payment-provider")).toHaveText("Mollie");
  await expect(w.getByRole("button", { name: "Pay now" })).toBeVisible();
  await expect.poll(() => payments.length).toBe(2);
  expect(payments[1]).toEqual(payments[0]);

  // The server no longer holds the tickets (e.g. it expired while the buyer was away): nothing resumes.
  expect(holds).toHaveLength(1);
  await page.request.delete(`${api.origin}/api/reservations/${holds[0]}`);
  expect(await savedCheckouts(page)).toHaveLength(1);
  const asked = page.waitForResponse(
    (r) => r.url().endsWith(`/api/reservations/${holds[0]}`) && r.request().method() === "GET",
  );
  await page.reload();
  expect((await (await asked).json()).status).toBe("released");
  await expect.poll(() => savedCheckouts(page)).toEqual([]); // forgotten, not just skipped
  await expectFreshStepOne(page.locator("ticket-checkout"));
});

test("Start over forgets the kept checkout; the hold expiring on step 4 is announced and then nothing resumes", async ({
  page,
  host,
}) => {
  test.setTimeout(180_000);
  // An 18-second hold on a server of its own (RESERVATION_MINUTES=0.3); Mollie needs no provider script.
  const api = await startDemoServer({
    env: { DEMO_MODE: "1", WIDGET_BUNDLE: "production", RESERVATION_MINUTES: "0.3" },
  });
  try {
    // Ours too: past the fixture's catch-all for hosts it does not know (the newest route is tried first).
    await page.route(`${api.origin}/**`, (route) => route.continue());
    await page.addInitScript(() => {
      (window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = { countdownMs: 120_000 };
    });
    const holds = recordHolds(page);
    let w = await openToStep3(page, api, host);
    await expect.poll(() => holds.length).toBe(1); // its body is read before the reload discards it
    await expectCheckoutKept(page, w);
    await page.reload();
    w = page.locator("ticket-checkout");
    await expect(resumed(w)).toHaveText(RESUMED);

    // Start over: a fresh step 1, the hold given back, nothing kept for the next reload.
    await w.getByRole("button", { name: "Start over" }).click();
    await expectFreshStepOne(w);
    await expect.poll(() => holdStatus(page, api, holds[0]!)).toBe("released");
    await expect.poll(() => savedCheckouts(page)).toEqual([]);

    // The details typed stay in memory: straight on to a new hold and step 4, where the hold runs out.
    await w.getByRole("button", { name: "Increase quantity of Standard" }).click();
    await w.getByRole("button", { name: "Next" }).click();
    // Step 2 first, as openToStep3 waits for it: on a loaded machine the next click otherwise found step 1's "Next"
    // still there (a clean-clone run ended on step 2 with the details filled in).
    await expect(w.getByRole("heading", { name: "Personal information" })).toBeVisible();
    await w.getByRole("button", { name: "Next" }).click();
    await pick(w, "SEPA transfer");
    await expect(w.getByRole("timer")).toBeVisible();
    await expect(w.getByRole("alert")).toContainText("Your ticket hold has expired", { timeout: 40_000 });
    await expect(w.getByRole("button", { name: "Start again" })).toBeVisible();
    await expect(w.getByRole("timer")).toHaveCount(0);
    await expect.poll(() => holds.length).toBe(2);
    await expect.poll(() => savedCheckouts(page)).toEqual([]);
    await page.reload();
    w = page.locator("ticket-checkout");
    await expect(w.locator(".tc-title")).toBeVisible();
    await expectFreshStepOne(w);
  } finally {
    await api.close();
  }
});
