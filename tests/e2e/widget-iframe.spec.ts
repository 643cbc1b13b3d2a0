import { expect, test, type Frame, type Locator, type Page } from "@playwright/test";
import {
  ADA,
  armStep2Scroll,
  armStep2ScrollOnLoad,
  fillDetails,
  step2ScrolledIn,
  toEmbeddedHostedPage,
} from "./checkout-fixtures.ts";
import { useEmbeddingServers } from "./support/embedding-servers.ts";
import { failOnPageErrors } from "./support/page-errors.ts";
import { loaderTag } from "../../demo-site/server/pages/event-page.ts";

// Iframe mode: <ticket-checkout mode="iframe"> puts the checkout frame (/embed/events/:id) into the
// host page; the bridge sizes it, forwards events and lets it send the top window to a hosted payment page.
// The demo server runs its payment sandbox (the Mollie hosted page under /sandbox/) with the production bundle.
const servers = useEmbeddingServers(test, () => ({ env: { DEMO_MODE: "1", WIDGET_BUNDLE: "production" } }));
failOnPageErrors(test);
// Each test is one combined flow (two checkouts, or a trip to the hosted page and back) on a shared machine.
test.describe.configure({ timeout: 60_000 });

interface Visit {
  /** Console warnings of the host page that say a frame message was refused. */
  refused: string[];
  /** CSP violations reported on the host page and in the frame. */
  violations: string[];
  /** Main-frame navigations after the first load. */
  navigations: string[];
}

async function open(page: Page, body: string, options: { csp?: boolean; query?: string } = {}): Promise<Visit> {
  const visit: Visit = { refused: [], violations: [], navigations: [] };
  page.on("console", (m) => {
    if (m.text().includes("refused a frame message")) visit.refused.push(m.text());
    if (/Content Security Policy/i.test(m.text())) visit.violations.push(m.text());
  });
  const path = `/i-${Math.random().toString(36).slice(2)}`;
  const api = servers.api.origin;
  const csp = `script-src 'self' ${api}; style-src 'self' ${api}; object-src 'none'`;
  servers.host.set(
    path,
    `<!doctype html><html lang="en"><head><title>Organizer</title></head><body><h1>Organizer site</h1>${loaderTag(api)}${body}<p id="below">below</p></body></html>`,
    options.csp ? { "content-security-policy": csp } : {},
  );
  await page.goto(servers.host.origin + path + (options.query ?? ""));
  page.on("framenavigated", (f) => f === page.mainFrame() && visit.navigations.push(f.url()));
  return visit;
}

/** The checkout frame of the host element, once its step 1 shows. */
async function checkoutFrame(page: Page, index = 0): Promise<Frame> {
  const handle = await page.locator("ticket-checkout").nth(index).locator("iframe").elementHandle();
  const frame = (await handle.contentFrame())!;
  await expect(frame.locator("ticket-checkout .tc-title")).toBeVisible();
  return frame;
}

test("iframe mode on a strict-CSP host page: titled frame sized to its content (steps 1 → 2 → errors), events reach the host, free orders inline and framed, zero CSP violations", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const list: string[] = ((window as unknown as { __csp: string[] }).__csp = []);
    document.addEventListener(
      "securitypolicyviolation",
      (e) => list.push(`${e.violatedDirective} ${e.blockedURI}`),
      true,
    );
  });
  // The inline checkout above the framed one: the frame grows to its content (and its description) after it
  // loads, which moved an inline checkout below it under the test's first click (seen once in CI: a "+" that
  // did nothing).
  const visit = await open(
    page,
    `<ticket-checkout event="201" id="inline"></ticket-checkout><ticket-checkout event="201" mode="iframe" id="framed"></ticket-checkout>`,
    { csp: true },
  );
  // Styled, both modes: step 5's adopted sheet (the success card's top border) and step 1's (the root's font).
  const freeOrder = async (w: Locator) => {
    await fillDetails(w);
    await w.getByRole("button", { name: "Download tickets" }).click();
    await expect(w.getByRole("heading", { name: `${ADA.firstName}, you got the vibe!` })).toBeVisible();
    expect(await w.locator(".tc-success").evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe("6px");
    expect(await w.locator(".tc-root").evaluate((el) => getComputedStyle(el).fontFamily)).not.toBe(
      await page.evaluate(() => getComputedStyle(document.body).fontFamily),
    );
  };
  // The inline checkout first: the frame's own scrolling (step 2 scrolls itself into view) moves the page.
  const inline = page.locator("#inline");
  await inline.getByRole("button", { name: "Increase quantity" }).first().click();
  await expect(inline.getByRole("combobox", { name: /Quantity/ }).first()).toHaveValue("1");
  await inline.getByRole("button", { name: "Next" }).click();
  await freeOrder(inline);

  const iframe = page.locator("#framed iframe");
  await expect(iframe).toHaveAttribute("title", "Ticket checkout");
  await expect(iframe).toHaveAttribute("allow", "payment");
  const frame = await checkoutFrame(page, 1);
  const framed = frame.locator("ticket-checkout");
  // The frame is exactly as tall as its content (no inner scrollbar) at each step.
  const fits = async () => {
    const outer = (await iframe.boundingBox())!.height;
    const inner = await frame.evaluate(() => ({
      scroll: document.documentElement.scrollHeight,
      client: document.documentElement.clientHeight,
    }));
    return Math.abs(outer - inner.client) <= 1 && inner.scroll <= inner.client;
  };
  await expect.poll(fits).toBe(true);
  const step1 = (await iframe.boundingBox())!.height;
  await framed.getByRole("button", { name: "Increase quantity" }).first().click();
  await armStep2Scroll(frame);
  await framed.getByRole("button", { name: "Next" }).click();
  await expect(framed.getByRole("heading", { name: "Personal information" })).toBeVisible();
  await expect.poll(fits).toBe(true);
  const step2 = (await iframe.boundingBox())!.height;
  expect(step2).toBeGreaterThan(step1);
  await step2ScrolledIn(frame); // the click below is the first thing done on step 2
  await framed.getByRole("button", { name: "Download tickets" }).click(); // empty form: field errors
  await expect(framed.getByText("Please enter your first name.")).toBeVisible();
  await expect.poll(fits).toBe(true);
  expect((await iframe.boundingBox())!.height).toBeGreaterThan(step2);

  // A ticket-checkout:* event dispatched on the in-frame element arrives on the host element.
  await page.evaluate(() => {
    document.querySelector("#framed")!.addEventListener("ticket-checkout:probe", (e) => {
      (window as unknown as { probe: unknown }).probe = (e as CustomEvent).detail;
    });
  });
  await frame.evaluate(() =>
    document
      .querySelector("ticket-checkout")!
      .dispatchEvent(new CustomEvent("ticket-checkout:probe", { detail: { n: 1 } })),
  );
  await expect.poll(() => page.evaluate(() => (window as unknown as { probe?: unknown }).probe)).toEqual({ n: 1 });

  await freeOrder(framed);
  await expect(framed.getByRole("link", { name: "Back to organizer page" })).toBeVisible(); // in the frame only
  await expect(inline.getByRole("link", { name: "Back to organizer page" })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(await frame.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
  expect(visit.violations).toEqual([]);
  expect(visit.refused).toEqual([]);
  expect(visit.navigations).toEqual([]);
  // The frame page ships its own strict CSP.
  const csp =
    (await page.request.get(`${servers.api.origin}/embed/events/201`)).headers()["content-security-policy"] ?? "";
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
});

test("embedded paid order on a strict-CSP host page: start-checkout sends the top window to the hosted page; the return opens the frame on step 0, then success; the address is cleaned; no CSP violation", async ({
  page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __TC_PAYMENT_DELAYS__: object }).__TC_PAYMENT_DELAYS__ = {
      firstCheckMs: 300,
      retryMs: 300,
    };
  });
  const starts: Record<string, unknown>[] = [];
  page.on("request", (r) => r.url().endsWith("/api/embed/start-checkout") && starts.push(r.postDataJSON()));
  // On the strict-CSP host page: the paid path (start-checkout, top navigation, the return) needs nothing more.
  const visit = await open(page, `<ticket-checkout event="101" mode="iframe"></ticket-checkout>`, {
    query: "?ref=news",
    csp: true,
  });
  const hostUrl = page.url();
  const w = (await checkoutFrame(page)).locator("ticket-checkout");
  await toEmbeddedHostedPage(page, w); // the top window, not only the frame, is on the hosted page
  expect(starts).toHaveLength(1);
  expect(starts[0]).toMatchObject({
    subdomain: "acme",
    event_id: 101,
    ticketQuantities: { "10101": 1 },
    customer: expect.objectContaining({ email: ADA.email }),
    voucherCode: null,
    iframe_origin: servers.host.origin,
    return_url: hostUrl,
  });
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL(/payment_provider=mollie/);
  const frame = await checkoutFrame(page);
  await expect(
    frame.locator("ticket-checkout").getByRole("heading", { name: `${ADA.firstName}, you got the vibe!` }),
  ).toBeVisible();
  await expect(frame.locator("ticket-checkout").getByRole("link", { name: /Download tickets/ })).toBeVisible();
  await expect.poll(() => page.url()).toBe(hostUrl); // ?ref=news stays, the return parameters are gone
  expect(visit.violations).toEqual([]);
  expect(visit.refused).toEqual([]);
});

test("back from the hosted page without paying: step 2 again in the frame (selection, details read from the server, a note with Start over); the host page kept no buyer details; paying again is a new hosted payment", async ({
  page,
}) => {
  // What the host page keeps in its sessionStorage, seen as it is written (the page is gone by the time it is read).
  const kept: string[] = [];
  page.on("console", (m) => m.text().startsWith("kept ") && kept.push(m.text().slice(5)));
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (key.startsWith("tc-embed-pending:")) console.log(`kept ${value}`);
      return setItem.call(this, key, value);
    };
  });
  // The resumed step 2 scrolls the page 500 ms after it opens; a click in that moment lands elsewhere (seen once in
  // CI: "Start over" clicked, step 1 never came). Each click below waits for that scroll, as a buyer sees it end.
  await armStep2ScrollOnLoad(page);
  const starts: string[] = [];
  page.on("request", (r) => r.url().endsWith("/api/embed/start-checkout") && starts.push(r.url()));
  const visit = await open(page, `<ticket-checkout event="101" mode="iframe"></ticket-checkout>`, { csp: true });
  const hostUrl = page.url();
  await toEmbeddedHostedPage(page, (await checkoutFrame(page)).locator("ticket-checkout"));
  expect(kept).toHaveLength(1);
  const record = JSON.parse(kept[0]!) as { pending: Record<string, unknown> };
  expect(Object.keys(record.pending).sort()).toEqual(["event_id", "guest_id", "order_id", "quantities", "voucher"]);
  expect(record.pending).toMatchObject({ event_id: 101, quantities: { "10101": 1 }, voucher: null });
  for (const detail of Object.values(ADA)) expect(kept[0]).not.toContain(detail);

  await page.goBack();
  await expect.poll(() => page.url()).toBe(hostUrl);
  let w = (await checkoutFrame(page)).locator("ticket-checkout");
  await expect(w.getByTestId("resumed")).toContainText("your payment was not completed");
  await expect(w.getByRole("heading", { name: "Personal information" })).toBeVisible();
  await expect(w.getByLabel("First name")).toHaveValue(ADA.firstName);
  await expect(w.getByLabel("Email", { exact: true })).toHaveValue(ADA.email);
  await expect(w.getByLabel("Confirm email")).toHaveValue(ADA.email);
  await expect(w.getByLabel("City")).toHaveValue(ADA.city);
  await expect(w.getByLabel("Country")).toHaveValue("Germany");
  await expect(w.locator('[data-testid="sales-overview"]')).toContainText("Standard");
  // Offered once: a reload of the organizer page now starts fresh.
  expect(
    await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith("tc-embed-pending:"))),
  ).toEqual([]);

  // Paying again: a second start-checkout, the top window on a hosted page again; back once more, then Start over.
  await step2ScrolledIn(await checkoutFrame(page));
  await w.getByRole("button", { name: "Next" }).click();
  await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
  expect(starts).toHaveLength(2);
  await page.goBack();
  w = (await checkoutFrame(page)).locator("ticket-checkout");
  await expect(w.getByTestId("resumed")).toBeVisible();
  await step2ScrolledIn(await checkoutFrame(page));
  await w.getByRole("button", { name: "Start over" }).click();
  await expect(w.getByRole("combobox", { name: /Quantity/ }).first()).toHaveValue("0");
  await expect(w.getByTestId("resumed")).toHaveCount(0);
  expect(visit.violations).toEqual([]);
  expect(visit.refused).toEqual([]);
});

test("forged bridge messages: other origin, other frame, malformed, javascript:, data:, unknown hosts: refused and logged, no navigation", async ({
  page,
}) => {
  const visit = await open(page, `<ticket-checkout event="201" mode="iframe"></ticket-checkout>`);
  const frame = await checkoutFrame(page);
  const api = servers.api.origin;
  const envelope = { tc: "ticket-checkout", v: 1 };
  // 1. The right shape from the host page's own origin.
  await page.evaluate((m) => window.postMessage(m, "*"), { ...envelope, type: "navigate", url: `${api}/o/acme` });
  // 2. The right shape from another frame of the checkout origin (not the element's frame).
  await page.evaluate((src) => {
    const other = document.createElement("iframe");
    other.src = src;
    other.id = "other";
    document.body.append(other);
  }, `${api}/api/events/201`);
  const other = (await (await page.locator("#other").elementHandle()).contentFrame())!;
  await other.waitForLoadState();
  await other.evaluate((m) => parent.postMessage(m, "*"), { ...envelope, type: "navigate", url: `${api}/o/acme` });
  // 3. From the real frame: out of shape, then navigation targets off the allow-list.
  const fromFrame = (m: unknown) => frame.evaluate((m) => parent.postMessage(m, "*"), m);
  await fromFrame({ ...envelope, type: "navigate" });
  await fromFrame({ ...envelope, v: 2, type: "navigate", url: `${api}/o/acme` });
  for (const url of [
    "javascript:window.__pwned=1",
    "data:text/html,<script>window.__pwned=1</script>",
    "https://evil.example/",
    `http://example.com/`,
  ]) {
    await fromFrame({ ...envelope, type: "navigate", url });
  }
  await expect.poll(() => visit.refused.length).toBe(8);
  expect(visit.refused.join("\n")).toMatch(/origin http:\/\/127\.0\.0\.1:\d+ is not the checkout server/);
  expect(visit.refused.join("\n")).toContain("its source is not a checkout frame");
  expect(visit.refused.join("\n")).toContain("javascript:");
  expect(visit.navigations).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // The same channel does navigate for an allowed target: the count above could have seen one.
  await fromFrame({ ...envelope, type: "navigate", url: `${servers.host.origin}/landing` });
  await page.waitForURL(`${servers.host.origin}/landing`);
  expect(visit.navigations).toEqual([`${servers.host.origin}/landing`]);
  console.log(`forged bridge messages refused: ${visit.refused.length}`);
});
