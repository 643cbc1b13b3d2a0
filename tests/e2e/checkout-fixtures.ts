import { expect, test as base, type Frame, type Locator, type Page } from "@playwright/test";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { startHostPage, type HostPage } from "./support/host-page.ts";
import { loaderTag } from "../../demo-site/server/pages/event-page.ts";

// Shared by the tests/e2e/checkout-*.spec.ts files. Each worker starts one demo server (fresh
// in-memory database seeded from demo-site/data/seed.json) and one host page, shared by every spec file
// that worker runs: a test must not rely on stock or guest-list tokens another file may have used.

export interface CheckoutFixtures {
  api: DemoServer;
  host: HostPage;
}

export const test = base.extend<{ pageErrors: string[] }, CheckoutFixtures>({
  api: [
    async ({}, use) => {
      const api = await startDemoServer();
      await use(api);
      await api.close();
    },
    { scope: "worker" },
  ],
  host: [
    async ({}, use) => {
      const host = await startHostPage();
      await use(host);
      await host.close();
    },
    { scope: "worker" },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      await use(errors);
      expect(errors, "uncaught errors on the host page").toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export interface OpenOptions {
  event: string;
  /** Extra attributes on <ticket-checkout>, e.g. 'lang="de"'. */
  attrs?: string;
  /** Query string of the host page, e.g. "?voucher=EARLY20". */
  query?: string;
  htmlLang?: string;
  /** Reuse this host path (same page again on a second visit). */
  path?: string;
  /** Host-page HTML after the element. */
  after?: string;
}

/** Serves an organizer page embedding the widget exactly as the snippet says, opens it, waits for the title. */
export async function openCheckout(
  page: Page,
  api: DemoServer,
  host: HostPage,
  options: OpenOptions,
): Promise<Locator> {
  const path = options.path ?? `/e${options.event}-${Math.random().toString(36).slice(2)}`;
  host.set(
    path,
    `<!doctype html><html lang="${options.htmlLang ?? "en"}"><body><h1>Organizer site</h1>
${loaderTag(api.origin)}
<ticket-checkout event="${options.event}" ${options.attrs ?? ""}></ticket-checkout>${options.after ?? ""}</body></html>`,
  );
  await page.goto(host.origin + path + (options.query ?? ""));
  const widget = page.locator("ticket-checkout");
  await expect(widget.locator(".tc-title")).toBeVisible();
  return widget;
}

export const ADA = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.org",
  street: "Analytical Street 1",
  postCode: "10115",
  city: "Berlin",
};

/** Fills the step-2 form through the visible labels (the country keeps its default unless given). */
export async function fillDetails(
  w: Locator,
  details: Partial<typeof ADA> & { country?: string } = ADA,
): Promise<void> {
  const d = { ...ADA, ...details };
  await w.getByLabel("First name").fill(d.firstName);
  await w.getByLabel("Last name").fill(d.lastName);
  await w.getByLabel("Email", { exact: true }).fill(d.email);
  await w.getByLabel("Confirm email").fill(d.email);
  await w.getByLabel("Street and number").fill(d.street);
  await w.getByLabel("Postcode").fill(d.postCode);
  await w.getByLabel("City").fill(d.city);
  if (d.country) await w.getByLabel("Country").selectOption(d.country);
}

/**
 * Step 2 scrolls itself into view 500 ms after it opens, unless the buyer has already typed or pressed in it
 * (widget/ui/details/scroll-in.ts). A test whose first act on step 2 is a click can have that click land while the
 * page starts moving (the click then hits another spot): arm this before the Next that opens step 2, then await
 * `step2ScrolledIn` before the click.
 */
export async function armStep2Scroll(target: Page | Frame): Promise<void> {
  await target.evaluate(hookStep2Scroll);
}

/**
 * The same in every document the page loads from now on, frames included: for a step 2 that opens on its own
 * as a page loads (a resumed checkout), before a test could arm it.
 */
export async function armStep2ScrollOnLoad(page: Page): Promise<void> {
  await page.addInitScript(hookStep2Scroll);
}

function hookStep2Scroll(): void {
  const proto = Element.prototype;
  const scroll = proto.scrollIntoView;
  (window as unknown as { __step2ScrolledIn: boolean }).__step2ScrolledIn = false;
  proto.scrollIntoView = function (this: Element, ...args: Parameters<Element["scrollIntoView"]>) {
    if (this.classList.contains("tc-step-2"))
      (window as unknown as { __step2ScrolledIn: boolean }).__step2ScrolledIn = true;
    return scroll.apply(this, args);
  };
}

/**
 * Resolves once step 2 has scrolled itself into view (see armStep2Scroll) and the scroll has ended. The scroll is
 * smooth, so the hook only says it began; in a frame it also moves the top page. A click while either still moves
 * can land elsewhere (seen in CI: "Start over" clicked in the frame, step 1 never came), so this waits until
 * neither document has moved for 150 ms.
 */
export async function step2ScrolledIn(target: Page | Frame): Promise<void> {
  await expect
    .poll(() => target.evaluate(() => (window as unknown as { __step2ScrolledIn?: boolean }).__step2ScrolledIn))
    .toBe(true);
  const top = "parentFrame" in target ? target.page() : target;
  const where = async () =>
    JSON.stringify([await target.evaluate(() => [scrollX, scrollY]), await top.evaluate(() => [scrollX, scrollY])]);
  let last = await where();
  await expect
    .poll(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const now = await where();
      const still = now === last;
      last = now;
      return still;
    })
    .toBe(true);
}

/** Adds `count` of the named ticket on step 1 and goes to step 2. */
export async function chooseTickets(w: Locator, ticketName: string, count = 1): Promise<void> {
  for (let i = 0; i < count; i++) await w.getByRole("button", { name: `Increase quantity of ${ticketName}` }).click();
  await w.getByRole("button", { name: "Next" }).click();
  await expect(w.getByRole("heading", { name: "Personal information" })).toBeVisible();
}

/** Embedded paid order (spec §4): one Standard of event 101, the details, Next; the top window goes to the sandbox's hosted page. */
export async function toEmbeddedHostedPage(page: Page, w: Locator): Promise<void> {
  await chooseTickets(w, "Standard");
  await fillDetails(w);
  await w.getByRole("button", { name: "Next" }).click();
  await page.waitForURL(/\/sandbox\/mollie\/checkout\//);
}

/** Fetches the ticket link like the browser's new tab would and checks it is a real PDF. */
export async function expectPdf(page: Page, href: string): Promise<void> {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/pdf");
  const body = await response.body();
  expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
}

/** Rows of the sales overview as label → amount text. */
export async function overviewRow(w: Locator, row: string): Promise<string> {
  return (await w.locator(`[data-testid="sales-overview"] [data-row="${row}"] > span`).last().textContent()) ?? "";
}
