import { startDemoServer } from "./support/demo-server.ts";
import { chooseTickets, expect, fillDetails, openCheckout, test as base } from "./checkout-fixtures.ts";

// Step 3 of a paid order: the method list per buyer country, the view-more toggle, the
// "select a method" error, picking a method, Back, and the ticket hold's countdown and expiry.
// The demo server runs with DEMO_MODE=1 so the payments config answers with every sandbox path.
const test = base.extend({
  api: [
    async ({}, use) => {
      const api = await startDemoServer({ env: { DEMO_MODE: "1" } });
      await use(api);
      await api.close();
    },
    { scope: "worker" },
  ],
});

const firstGroup = (w: import("@playwright/test").Locator) =>
  w.getByRole("radiogroup", { name: "Choose a payment method" });

test("DE buyer: DE order first, view-more toggle, Next needs a method, a pick reaches step 4, Back clears it", async ({
  page,
  api,
  host,
}) => {
  test.setTimeout(60_000);
  const reservations: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/reservations")) reservations.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  const w = await openCheckout(page, api, host, { event: "101" });
  await chooseTickets(w, "Standard", 1);
  await fillDetails(w); // country keeps its default, Germany
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByRole("heading", { name: "Pay now" })).toBeVisible();
  await expect(w.getByTestId("sales-overview")).toBeVisible();

  const radios = firstGroup(w).getByRole("radio");
  await expect(radios).toHaveText(
    ["Credit Card", "Klarna", "giropay", "SEPA direct debit", "Revolut Pay", "SEPA transfer", "PayPal", "EPS"].map(
      (n) => new RegExp(`${n}$`),
    ),
  );
  // The hold: one reservation, its countdown in mm:ss.
  await expect(w.getByRole("timer")).toHaveText(/^Time left: 1[45]:\d\d$/);
  expect(reservations).toEqual(["POST /api/reservations"]);

  // Other methods behind the toggle.
  const toggle = w.getByRole("button", { name: "Show other payment methods" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(w.getByRole("radiogroup", { name: "Other payment methods" })).toHaveCount(0);
  await toggle.click();
  await expect(w.getByRole("button", { name: "Hide other payment methods" })).toHaveAttribute("aria-expanded", "true");
  await expect(
    w.getByRole("radiogroup", { name: "Other payment methods" }).getByRole("radio", { name: "iDEAL" }),
  ).toBeVisible();

  // Step 3's Next shares the navigation row with Back, as on the other steps; icons are drawn, not emoji.
  await expect(w.locator(".tc-nav").getByRole("button")).toHaveText(["Back", "Next"]);
  await expect(radios.first().locator("svg[aria-hidden=true]")).toHaveCount(1);
  await expect(radios.first()).toHaveAccessibleName("Credit Card");

  // Next without a method.
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByRole("alert")).toHaveText("Please select a payment method.");

  // Keyboard: arrows move focus only; Enter picks.
  await radios.first().focus();
  await page.keyboard.press("ArrowDown");
  await expect(radios.nth(1)).toBeFocused();
  await page.keyboard.press("End");
  await expect(radios.nth(7)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(radios.nth(6)).toBeFocused(); // PayPal
  await expect(w.getByRole("heading", { name: "Pay now" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(w.locator('[data-step="4"]')).toBeVisible();
  await expect(firstGroup(w)).toHaveCount(0);
  await expect(w.getByRole("timer")).toBeVisible(); // the hold stays on step 4

  // Back clears the method: step 3 again, nothing checked, no second hold for the same selection.
  await w.getByRole("button", { name: "Back" }).click();
  await expect(firstGroup(w)).toBeVisible();
  await expect(firstGroup(w).locator('[aria-checked="true"]')).toHaveCount(0);
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByRole("alert")).toHaveText("Please select a payment method.");
  expect(reservations).toEqual(["POST /api/reservations"]);
});

test("NL buyer sees iDEAL among the first methods", async ({ page, api, host }) => {
  test.setTimeout(60_000);
  const w = await openCheckout(page, api, host, { event: "101" });
  await chooseTickets(w, "Standard", 1);
  await fillDetails(w, { country: "Netherlands" });
  await w.getByRole("button", { name: "Next" }).click();
  const radios = firstGroup(w).getByRole("radio");
  await expect(radios.nth(2)).toHaveText(/iDEAL$/);
  await expect(firstGroup(w).getByRole("radio", { name: "giropay" })).toHaveCount(0);
});

test("Apple Pay is offered only on a device that supports it", async ({ page, api, host }) => {
  test.setTimeout(90_000); // two checkouts from step 1
  const w = await openCheckout(page, api, host, { event: "101" });
  await chooseTickets(w, "Standard", 1);
  await fillDetails(w);
  await w.getByRole("button", { name: "Next" }).click();
  await expect(firstGroup(w).getByRole("radio")).toHaveCount(8);
  await expect(w.getByRole("radio", { name: "Apple Pay" })).toHaveCount(0);
  await expect(w.getByRole("radio", { name: "Google Pay" })).toHaveCount(0); // no probe set: never guessed

  // A device whose ApplePaySession says it can pay.
  await page.addInitScript(() => {
    (window as unknown as { ApplePaySession: unknown }).ApplePaySession = { canMakePayments: () => true };
  });
  const w2 = await openCheckout(page, api, host, { event: "101" });
  await chooseTickets(w2, "Standard", 1);
  await fillDetails(w2);
  await w2.getByRole("button", { name: "Next" }).click();
  await expect(firstGroup(w2).getByRole("radio").last()).toHaveText(/Apple Pay$/);
  await w2.getByRole("radio", { name: "Apple Pay" }).click();
  await expect(w2.locator('[data-step="4"]')).toBeVisible();
});

test("the hold expires: the buyer is told and starts again at step 1 with the selection kept", async ({
  page,
  host,
}) => {
  test.setTimeout(90_000);
  // A 12-second hold (RESERVATION_MINUTES=0.2) on a server of its own.
  const api = await startDemoServer({ env: { DEMO_MODE: "1", RESERVATION_MINUTES: "0.2" } });
  try {
    const w = await openCheckout(page, api, host, { event: "101" });
    await chooseTickets(w, "Standard", 2);
    await fillDetails(w);
    await w.getByRole("button", { name: "Next" }).click();
    await expect(w.getByRole("heading", { name: "Pay now" })).toBeVisible();
    await expect(w.getByRole("timer")).toHaveText(/^Time left: 00:\d\d$/);
    await expect(w.getByRole("alert")).toContainText("Your ticket hold has expired", { timeout: 30_000 });
    await expect(firstGroup(w)).toHaveCount(0);
    await w.getByRole("button", { name: "Start again" }).click();
    await expect(w.getByRole("button", { name: "Next" })).toBeEnabled(); // step 1, the 2 tickets still selected
    await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("2");
    // Back at step 3 a fresh hold starts (step 2 shown before its "Next" is clicked, not step 1's again).
    await w.getByRole("button", { name: "Next" }).click();
    await expect(w.getByRole("heading", { name: "Personal information" })).toBeVisible();
    await w.getByRole("button", { name: "Next" }).click();
    await expect(w.getByRole("timer")).toBeVisible();
  } finally {
    await api.close();
  }
});
