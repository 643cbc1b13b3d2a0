import { expect, test, type Page } from "@playwright/test";
import { ADA, fillDetails, toEmbeddedHostedPage } from "./checkout-fixtures.ts";
import { useEmbeddingServers } from "./support/embedding-servers.ts";
import { failOnPageErrors } from "./support/page-errors.ts";
import { loaderTag } from "../../demo-site/server/pages/event-page.ts";

// The documented fallback of iframe mode (README "Bare iframe"): the organizer pastes only an <iframe> of
// /embed/events/:id, no loader. And GA4 in iframe mode, which must reach the host page's dataLayer.
const servers = useEmbeddingServers(test, () => ({ env: { DEMO_MODE: "1", WIDGET_BUNDLE: "production" } }));
failOnPageErrors(test);
// Each test is one combined flow (a trip to the hosted page and back) on a shared machine.
test.describe.configure({ timeout: 60_000 });

const rand = () => Math.random().toString(36).slice(2);

/** Serves an organizer page with `body` on the host origin and opens it; messages the page receives are kept. */
async function openHostPage(page: Page, body: string, path = `/o-${rand()}`): Promise<() => Promise<unknown[]>> {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const got: unknown[] = ((window as unknown as { __messages: unknown[] }).__messages = []);
    addEventListener("message", (e) => got.push(e.data));
  });
  servers.host.set(
    path,
    `<!doctype html><html lang="en"><head><title>Organizer</title></head><body><h1>Organizer site</h1>${body}</body></html>`,
  );
  await page.goto(servers.host.origin + path);
  return () => page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages);
}

const bareFrame = (event: string) =>
  `<iframe id="tc" src="${servers.api.origin}/embed/events/${event}" title="Ticket checkout" allow="payment" style="width:100%;height:900px;border:0"></iframe>`;

test("bare iframe, free order: step 1 to success inside a fixed-height frame; to a page without the loader the frame says only its empty ready", async ({
  page,
}) => {
  const messages = await openHostPage(page, bareFrame("201"));
  const iframe = page.locator("#tc");
  const w = page.frameLocator("#tc").locator("ticket-checkout");
  await expect(w.locator(".tc-title")).toContainText("Community Meetup");
  await w.getByRole("button", { name: "Increase quantity of Free registration" }).click();
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByRole("heading", { name: "Personal information" })).toBeVisible();
  await fillDetails(w);
  await w.getByRole("button", { name: "Download tickets" }).click();
  await expect(w.getByRole("heading", { name: `${ADA.firstName}, you got the vibe!` })).toBeVisible();
  // The height is the page's (no bridge resizes it), and the frame said nothing to its parent but its empty
  // "ready": no size, no event, no buyer data without a loader's answer from an allowed origin.
  expect((await iframe.boundingBox())!.height).toBe(900);
  expect(await messages()).toEqual([{ tc: "ticket-checkout", v: 1, type: "ready" }]);
  expect(page.url()).toContain(servers.host.origin);
});

test("bare iframe, paid order: the hosted page takes the top window; its return lands on the embedding origin's root, where the checkout shows success", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = {
      firstCheckMs: 300,
      retryMs: 300,
    };
  });
  // The organizer's home page has the loader and a checkout of the same event: the return is shown there.
  servers.host.set(
    "/",
    `<!doctype html><html lang="en"><head><title>Home</title></head><body><h1>Home</h1>${loaderTag(servers.api.origin)}<ticket-checkout event="101"></ticket-checkout></body></html>`,
  );
  const starts: Record<string, unknown>[] = [];
  page.on("request", (r) => r.url().endsWith("/api/embed/start-checkout") && starts.push(r.postDataJSON()));
  await openHostPage(page, bareFrame("101"));
  const w = page.frameLocator("#tc").locator("ticket-checkout");
  await toEmbeddedHostedPage(page, w); // the top window, not only the frame, is on the hosted page
  expect(starts).toHaveLength(1);
  expect(starts[0]).toMatchObject({
    event_id: 101,
    ticketQuantities: { "10101": 1 },
    iframe_origin: servers.host.origin,
  });
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL(
    (url) =>
      url.origin === servers.host.origin &&
      url.pathname === "/" &&
      url.searchParams.get("payment_provider") === "mollie",
  );
  const home = page.locator("ticket-checkout");
  await expect(home.getByRole("heading", { name: `${ADA.firstName}, you got the vibe!` })).toBeVisible();
  await expect.poll(() => page.url()).toBe(`${servers.host.origin}/`); // the return parameters are removed
});

test('iframe mode with analytics="ga4": the GA4 pushes reach the host page\'s dataLayer, once each; the frame keeps none', async ({
  page,
}) => {
  await openHostPage(
    page,
    `${loaderTag(servers.api.origin)}<ticket-checkout event="201" mode="iframe" analytics="ga4"></ticket-checkout>`,
  );
  const handle = await page.locator("ticket-checkout iframe").elementHandle();
  const frame = (await handle.contentFrame())!;
  const w = frame.locator("ticket-checkout");
  await expect(w.locator(".tc-title")).toContainText("Community Meetup");
  await w.getByRole("button", { name: "Increase quantity of Free registration" }).click();
  await w.getByRole("button", { name: "Next" }).click();
  await fillDetails(w);
  await w.getByRole("button", { name: "Download tickets" }).click();
  await expect(w.getByRole("heading", { name: `${ADA.firstName}, you got the vibe!` })).toBeVisible();
  const layer = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? [])
        .filter((p) => p.event)
        .map((p) => p.event),
    );
  await expect.poll(layer).toEqual(["view_item_list", "add_to_cart", "begin_checkout", "purchase"]);
  const purchase = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string; ecommerce: unknown }[] }).dataLayer.find(
      (p) => p.event === "purchase",
    ),
  );
  expect(purchase).toMatchObject({
    ecommerce: {
      currency: "EUR",
      value: 0,
      items: [{ item_id: "20101", item_name: "Free registration", price: 0, quantity: 1 }],
      transaction_id: expect.stringMatching(/^ord_/),
    },
  });
  expect(await frame.evaluate(() => "dataLayer" in window)).toBe(false);
});
