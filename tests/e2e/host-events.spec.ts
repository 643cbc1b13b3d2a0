import type { Page } from "@playwright/test";
import { ADA, chooseTickets, expect, fillDetails, openCheckout, test } from "./checkout-fixtures.ts";
import { collectGarbage, instrumentLiveCounts, type LiveCounts } from "./support/leak-counters.ts";

// Host-page integration (README "Events"): the widget's DOM events and the opt-in GA4 dataLayer pushes, seen
// by the organizer's page; and that 20 mount/unmount cycles leave no listener, timer or observer behind.

const NAMES = ["ready", "tickets-changed", "step", "payment-started", "complete", "error"];

/** Records every host event on document (they bubble and are composed) before any widget code runs. */
async function recordEvents(
  page: Page,
): Promise<() => Promise<{ name: string; event: string | null; detail: Record<string, unknown> }[]>> {
  await page.addInitScript((names) => {
    const log: unknown[] = ((window as unknown as { __tcEvents: unknown[] }).__tcEvents = []);
    for (const name of names) {
      document.addEventListener(`ticket-checkout:${name}`, (e) => {
        log.push({ name, event: (e.target as Element).getAttribute("event"), detail: (e as CustomEvent).detail });
      });
    }
  }, NAMES);
  return () => page.evaluate(() => (window as unknown as { __tcEvents: never[] }).__tcEvents);
}

test('a free order: ready → tickets-changed → step 2 → step 5 → complete, and GA4 pushes with analytics="ga4"', async ({
  page,
  api,
  host,
}) => {
  const events = await recordEvents(page);
  const w = await openCheckout(page, api, host, { event: "201", attrs: 'analytics="ga4"' });
  await expect.poll(async () => (await events()).map((e) => e.name)).toEqual(["ready"]);
  await chooseTickets(w, "Free registration");
  await fillDetails(w);
  await w.getByRole("button", { name: "Download tickets" }).click();
  await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toBeVisible();
  await expect
    .poll(async () => (await events()).map((e) => e.name))
    .toEqual(["ready", "tickets-changed", "step", "step", "complete"]);
  const [ready, changed, step2, step5, complete] = await events();
  const item = { id: 20101, name: "Free registration", price: "0.00" };
  expect(ready!.detail).toMatchObject({
    eventId: 201,
    eventName: "Free entry — Community Meetup",
    currency: "EUR",
    language: "en",
    step: 1,
  });
  expect(ready!.detail.tickets).toContainEqual(item);
  expect(changed!.detail).toEqual({
    eventId: 201,
    currency: "EUR",
    items: [{ ...item, quantity: 1 }],
    quantity: 1,
    total: "0.00",
  });
  expect(step2!.detail).toEqual({ eventId: 201, step: 2, name: "details", previous: 1 });
  expect(step5!.detail).toEqual({ eventId: 201, step: 5, name: "success", previous: 2 });
  expect(complete!.detail).toMatchObject({
    eventId: 201,
    orderId: expect.stringMatching(/^ord_/),
    method: "free_ticket",
    free: true,
    total: "0.00",
    voucher: null,
  });
  expect(JSON.stringify(await events())).not.toContain(ADA.email); // no buyer data in any event

  const layer = await page.evaluate(
    () => (window as unknown as { dataLayer: { event?: string; ecommerce: unknown }[] }).dataLayer,
  );
  const pushes = layer.filter((p) => p.event);
  expect(pushes.map((p) => p.event)).toEqual(["view_item_list", "add_to_cart", "begin_checkout", "purchase"]);
  expect(layer.length).toBe(pushes.length * 2); // each after { ecommerce: null }
  const items = [{ item_id: "20101", item_name: "Free registration", price: 0, quantity: 1 }];
  expect(pushes[3]).toEqual({
    event: "purchase",
    ecommerce: { currency: "EUR", value: 0, items, transaction_id: (complete!.detail as { orderId: string }).orderId },
  });
});

test("without analytics nothing reaches dataLayer; a failing event API is an error event for that element only", async ({
  page,
  api,
  host,
}) => {
  const events = await recordEvents(page);
  await page.route(`${api.origin}/api/events/101**`, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: "{}" }),
  );
  const w = await openCheckout(page, api, host, {
    event: "201",
    after: '<ticket-checkout event="101"></ticket-checkout>',
  });
  await expect
    .poll(async () => (await events()).map((e) => `${e.event}:${e.name}`).sort())
    .toEqual(["101:error", "201:ready"]);
  expect((await events()).find((e) => e.name === "error")!.detail).toEqual({
    eventId: null,
    source: "load",
    code: "http_error",
    httpStatus: 500,
    step: 1,
  });
  await w.getByRole("button", { name: "Increase quantity of Free registration" }).click();
  await expect.poll(async () => (await events()).length).toBe(3);
  expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
});

test("SPA: 20 mount/unmount cycles leave no listener, timer or observer behind", async ({ page, api, host }) => {
  await instrumentLiveCounts(page);
  await openCheckout(page, api, host, { event: "202" }); // loader and widget code loaded, one checkout stays on the page
  const counts: LiveCounts[] = [];
  for (let cycle = 0; cycle < 20; cycle++) {
    // Cycles 1-10 each make a new element; 11-20 put the same one back (a fresh mount in its kept shadow root),
    // so a listener left on the element by each mount would pile up there too. GA4 on: its listeners count.
    await page.evaluate(async (fresh) => {
      const w = window as unknown as {
        __tcUntrackedAdd: typeof EventTarget.prototype.addEventListener;
        __tcEl?: HTMLElement;
      };
      const next = (el: Element, name: string) =>
        new Promise((resolve) => w.__tcUntrackedAdd.call(el, `ticket-checkout:${name}`, resolve, { once: true }));
      if (fresh || !w.__tcEl) {
        w.__tcEl = document.createElement("ticket-checkout");
        w.__tcEl.setAttribute("event", "201");
        w.__tcEl.setAttribute("analytics", "ga4");
      }
      const el = w.__tcEl;
      const ready = next(el, "ready");
      document.body.append(el);
      await ready;
      const changed = next(el, "tickets-changed");
      el.shadowRoot!.querySelector<HTMLButtonElement>('[aria-label="Increase quantity of Free registration"]')!.click();
      await changed;
      el.remove();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, cycle <= 10);
    await collectGarbage(page);
    counts.push(await page.evaluate(() => (window as unknown as { __tcLive: () => LiveCounts }).__tcLive()));
  }
  console.log(`live after cycles 1, 2, 10, 20: ${[0, 1, 9, 19].map((i) => JSON.stringify(counts[i])).join(" ")}`);
  // Cycle 1 may set up what lives once per page (module caches); from then on a cycle must leave nothing behind.
  expect(counts[19]).toEqual(counts[1]);
  // The test's own reference to the last element, and its shadow root: each is a React root's container (the
  // element react-to-web-component's, the shadow root the checkout's), and React leaves its listeners on a container.
  expect(counts[19]!.detachedTargets).toBeLessThanOrEqual(2);
});
