import { expect, test } from "@playwright/test";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { startHostPage, type HostPage } from "./support/host-page.ts";

let server: DemoServer;
let host: HostPage;
test.beforeAll(async () => {
  server = await startDemoServer();
  host = await startHostPage();
});
test.afterAll(async () => {
  await server.close();
  await host.close();
});

test("the demo pages lead from the organizer list to an event page that loads the loader", async ({ page }) => {
  await page.goto(server.origin + "/");
  await expect(page.getByRole("heading", { name: "ACME Live" })).toBeVisible();
  await expect(page.getByRole("link", { name: "SDK playground" }).first()).toHaveAttribute("href", "/playground/");
  await page.getByRole("link", { name: "Night Owl Events" }).click();
  await expect(page).toHaveURL(`${server.origin}/o/nightowl`);
  const loader = page.waitForResponse((r) => r.url() === `${server.origin}/loader.js`);
  await page.getByRole("link", { name: "Free entry — Community Meetup" }).click();
  await expect(page).toHaveURL(`${server.origin}/o/nightowl/events/201`);
  const response = await loader;
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/javascript; charset=utf-8");
  await expect(page.locator("ticket-checkout")).toHaveAttribute("event", "201");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Free entry — Community Meetup");
  await expect(page.locator(".description")).toContainText("registration required");
});

test("a page on another origin can read events and post JSON (CORS with preflight)", async ({ page }) => {
  host.set("/", "<!doctype html><title>organizer</title>");
  await page.goto(host.origin + "/");
  const result = await page.evaluate(async (api) => {
    const event = await (await fetch(`${api}/api/events/101`)).json();
    const coupon = await (
      await fetch(`${api}/api/check-coupon`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ event_id: 101, coupon: "early20" }),
      })
    ).json();
    const missing = await fetch(`${api}/api/events/4242`);
    return { name: event.name, coupon, missing: missing.status, code: (await missing.json()).error.code };
  }, server.origin);
  expect(result).toEqual({
    name: "Available — Summer Open Air",
    coupon: { valid: true, discount: 20 },
    missing: 404,
    code: "event_not_found",
  });
});

test("a free order's ticket link opens a PDF in the browser", async ({ request }) => {
  const order = await request.post(`${server.origin}/api/orders/free`, {
    data: {
      event_id: 201,
      ticketQuantities: { "20101": 2 },
      voucherCode: null,
      guestListToken: null,
      selectedPaymentMethod: "free_ticket",
      customer: {
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.com",
        street: "1 Navy Way",
        postCode: "20001",
        city: "Washington",
        country: "United States",
      },
    },
  });
  expect(order.status()).toBe(201);
  const { ticket } = await order.json();
  const pdf = await request.get(ticket);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
