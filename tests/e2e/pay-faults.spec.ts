import type { Page } from "@playwright/test";
import type { DemoServer } from "../e2e/support/demo-server.ts";
import { expect, openToStep3, pick, test } from "../fixtures/providers/pay-test.ts";

// Faults across providers: tickets running out between step 3 and paying (a reload in the middle of step 4: pay-resume.spec.ts).

const NOT_ENOUGH = "Sorry, there are not enough tickets left for your order.";

/** Another buyer holds every VIP ticket of event 101 that is left (reservations count against paid orders). */
async function holdAllVip(page: Page, api: DemoServer): Promise<string[]> {
  const held: string[] = [];
  for (let q = 10; q > 0;) {
    const res = await page.request.post(`${api.origin}/api/reservations`, { data: { event_id: 101, ticketQuantities: { "10102": q } } });
    if (res.status() === 201) held.push((await res.json()).reservation_id);
    else q--;
  }
  expect(held.length).toBeGreaterThan(0);
  return held;
}

async function release(page: Page, api: DemoServer, held: string[]): Promise<void> {
  for (const id of held) await page.request.delete(`${api.origin}/api/reservations/${id}`);
}

/** Step 3 for one VIP ticket without the widget's own hold (its reservation request fails), so stock can run out. */
async function toStep3WithoutHold(page: Page, api: DemoServer, host: Parameters<typeof openToStep3>[2]) {
  await page.route(`${api.origin}/api/reservations`, (route) => (route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback()));
  return openToStep3(page, api, host, { ticket: "VIP" });
}

test("Stripe: the tickets run out between step 3 and the card step → \"not enough tickets\", no intent confirmed", async ({ page, api, host }) => {
  const w = await toStep3WithoutHold(page, api, host);
  const held = await holdAllVip(page, api);
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
  const held = await holdAllVip(page, api);
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
  const held = await holdAllVip(page, api);
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
