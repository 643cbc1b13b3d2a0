import { expect, test, type Frame, type Page } from "@playwright/test";
import { ADA, fillDetails } from "./checkout-fixtures.ts";
import { useEmbeddingServers } from "./support/embedding-servers.ts";
import { failOnPageErrors } from "./support/page-errors.ts";

// Iframe mode (issue 10): <ticket-checkout mode="iframe"> puts the checkout frame (/embed/events/:id) into the
// host page; the bridge sizes it, forwards events and lets it send the top window to a hosted payment page.
// The demo server runs its payment sandbox (the Mollie hosted page under /sandbox/) with the production bundle.
const servers = useEmbeddingServers(test, () => ({ env: { DEMO_MODE: "1", WIDGET_BUNDLE: "production" } }));
failOnPageErrors(test);

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
    `<!doctype html><html lang="en"><head><title>Organizer</title></head><body><h1>Organizer site</h1><script async src="${api}/loader.js"></script>${body}<p id="below">below</p></body></html>`,
    options.csp ? { "content-security-policy": csp } : {},
  );
  await page.goto(servers.host.origin + path + (options.query ?? ""));
  page.on("framenavigated", (f) => f === page.mainFrame() && visit.navigations.push(f.url()));
  return visit;
}

/** The checkout frame of the host element, once its step 1 shows. */
async function checkoutFrame(page: Page, index = 0): Promise<Frame> {
  const handle = await page.locator("ticket-checkout").nth(index).locator("iframe").elementHandle();
  const frame = (await handle!.contentFrame())!;
  await expect(frame.locator("ticket-checkout .tc-title")).toBeVisible();
  return frame;
}

test("iframe mode: a titled, payment-enabled frame that follows its content's height; a free order; events reach the host", async ({ page }) => {
  const visit = await open(page, `<ticket-checkout event="201" mode="iframe"></ticket-checkout>`);
  const host = page.locator("ticket-checkout");
  const iframe = host.locator("iframe");
  await expect(iframe).toHaveAttribute("title", "Ticket checkout");
  await expect(iframe).toHaveAttribute("allow", "payment");
  const frame = await checkoutFrame(page);
  const w = frame.locator("ticket-checkout");
  // The frame is exactly as tall as its content (no inner scrollbar) at each step.
  const fits = async () => {
    const outer = (await iframe.boundingBox())!.height;
    const inner = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight, client: document.documentElement.clientHeight }));
    return Math.abs(outer - inner.client) <= 1 && inner.scroll <= inner.client;
  };
  await expect.poll(fits).toBe(true);
  const step1 = (await iframe.boundingBox())!.height;

  await w.getByRole("button", { name: "Increase quantity" }).first().click();
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByRole("heading", { name: "Personal information" })).toBeVisible();
  await expect.poll(fits).toBe(true);
  const step2 = (await iframe.boundingBox())!.height;
  expect(step2).toBeGreaterThan(step1);
  await w.getByRole("button", { name: "Download tickets" }).click(); // empty form: field errors
  await expect(w.getByText("Please enter your first name.")).toBeVisible();
  await expect.poll(fits).toBe(true);
  expect((await iframe.boundingBox())!.height).toBeGreaterThan(step2);

  // A ticket-checkout:* event dispatched on the in-frame element arrives on the host element.
  await page.evaluate(() => {
    document.querySelector("ticket-checkout")!.addEventListener("ticket-checkout:probe", (e) => {
      (window as unknown as { probe: unknown }).probe = (e as CustomEvent).detail;
    });
  });
  await frame.evaluate(() => document.querySelector("ticket-checkout")!.dispatchEvent(new CustomEvent("ticket-checkout:probe", { detail: { n: 1 } })));
  await expect.poll(() => page.evaluate(() => (window as unknown as { probe?: unknown }).probe)).toEqual({ n: 1 });

  await fillDetails(w);
  await w.getByRole("button", { name: "Download tickets" }).click();
  await expect(w.getByRole("heading", { name: `${ADA.firstName}, you got the vibe!` })).toBeVisible();
  await expect(w.getByRole("link", { name: "Back to organizer page" })).toBeVisible();
  expect(visit.refused).toEqual([]);
  expect(visit.navigations).toEqual([]);
});
