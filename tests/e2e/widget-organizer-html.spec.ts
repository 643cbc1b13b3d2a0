import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { loaderTag } from "../../demo-site/server/pages/event-page.ts";
import { ORGANIZER_HTML } from "../fixtures/organizer-html-corpus.ts";
import { useEmbeddingServers } from "./support/embedding-servers.ts";
import { failOnPageErrors } from "./support/page-errors.ts";

// Organizer HTML in all three fields (event description, attention, ticket descriptions) of a painted and then
// hydrated checkout: one step 1 per element (no second, dead copy left by a hydration mismatch), no mismatch at
// all, and the Event infos tab and the price breakdown answer. One event per corpus entry, several per page.
const FIRST_EVENT = 900;
const PER_PAGE = 7;

function organizerHtmlSeed() {
  const seed = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../demo-site/data/seed.json"), "utf8"));
  const events = seed.organizers[0].events;
  const template = events.find((e: { id: number }) => e.id === 101);
  ORGANIZER_HTML.forEach(({ html }, i) => {
    const id = FIRST_EVENT + i;
    const event = structuredClone(template);
    Object.assign(event, { id, name: `Entry ${i}`, description_html: html, attention: html });
    event.event_tickets.forEach((t: { id: number; short_description: string }, n: number) => {
      Object.assign(t, { id: id * 100 + n + 1, short_description: html });
    });
    events.push(event);
  });
  const seedFile = join(mkdtempSync(join(tmpdir(), "tc-seed-")), "seed.json");
  writeFileSync(seedFile, JSON.stringify(seed));
  return { seedFile };
}
const servers = useEmbeddingServers(test, organizerHtmlSeed);

failOnPageErrors(test, { dismissDialogs: true });

/**
 * React's recoverable errors (hydration mismatches) and other console errors of the page, from the start; not
 * the organizer's images that fail to load (this machine has no network) nor the host page's missing favicon.
 */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    const url = m.location().url;
    const foreign = m.text().startsWith("Failed to load resource") && !url.startsWith(servers.api.origin);
    if (m.type() === "error" && !foreign) errors.push(`${m.text()} (${url})`);
  });
  return errors;
}

/** Holds the widget code back until every element's markup has arrived, so the loader paints and React hydrates. */
async function markupFirst(page: Page, count: number): Promise<void> {
  let done!: () => void;
  const markups = new Promise<void>((resolve) => (done = resolve));
  let finished = 0;
  page.on("requestfinished", (r) => void (/\/markup\?/.test(r.url()) && ++finished === count && done()));
  await page.route(/\/widget\/.*\.js/, async (route) => {
    await markups;
    await route.continue();
  });
}

const batches = Array.from({ length: Math.ceil(ORGANIZER_HTML.length / PER_PAGE) }, (_, b) =>
  ORGANIZER_HTML.map((entry, i) => ({ ...entry, event: FIRST_EVENT + i })).slice(b * PER_PAGE, (b + 1) * PER_PAGE),
);

for (const batch of batches) {
  const names = batch.map((e) => e.name).join(", ");
  test(`painted, hydrated once and interactive with organizer HTML: ${names}`, async ({ page }) => {
    const errors = watchConsole(page);
    await markupFirst(page, batch.length);
    const path = `/oh-${Math.random().toString(36).slice(2)}`;
    const elements = batch.map((e) => `<ticket-checkout id="e${e.event}" event="${e.event}"></ticket-checkout>`);
    const body = `${loaderTag(servers.api.origin)}${elements.join("")}`;
    servers.host.set(path, `<!doctype html><html lang="en"><body>${body}</body></html>`);
    await page.goto(servers.host.origin + path);
    await page.waitForFunction(
      (n) => customElements.get("ticket-checkout") && performance.getEntriesByName("tc:tickets-visible").length >= n,
      batch.length,
    );
    for (const entry of batch) {
      const w = page.locator(`#e${entry.event}`);
      await expect(w.locator(".tc-title"), entry.name).toHaveCount(1);
      await expect(w.locator("[part~=ticket-list]"), entry.name).toHaveCount(1);
      await expect(w.locator(".tc-root"), entry.name).toHaveCount(1);
      await w.locator("[part~=price-info-button]").click();
      await expect(w.locator("[part~=price-popover]"), entry.name).toBeVisible();
      await w.getByRole("tab", { name: "Event infos" }).click();
      await expect(w.getByRole("tab", { name: "Event infos" }), entry.name).toHaveAttribute("aria-selected", "true");
      await expect(w.locator("[part~=event-info]"), entry.name).toBeVisible();
    }
    expect(await page.evaluate(() => performance.getEntriesByName("tc:hydration-error").length)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    expect(errors).toEqual([]);
  });
}
