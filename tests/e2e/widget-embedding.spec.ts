import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { useEmbeddingServers } from "./support/embedding-servers.ts";
import { failOnPageErrors } from "./support/page-errors.ts";
import { loaderTag } from "../../demo-site/server/pages/event-page.ts";

// The widget as a guest on someone else's page: host CSS, hostile descriptions, several instances,
// SPA mounting, and an API that fails.

const XSS_TICKET = `<b>Bold</b> <img src="x" onerror="window.__xss = 'img'"><a href="javascript:window.__xss='link'">click me</a>`;
const XSS_EVENT = `<p>About</p><a href="javascript:window.__xss='desc'">desc link</a><svg onload="window.__xss='svg'"></svg><script>window.__xss='script'</script>`;

// A copy of the default seed whose event 101 carries script payloads in its organizer HTML.
function xssSeed() {
  const seed = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../demo-site/data/seed.json"), "utf8"));
  const event = seed.organizers[0].events.find((e: { id: number }) => e.id === 101);
  event.event_tickets[0].short_description = XSS_TICKET;
  event.description_html = XSS_EVENT;
  const seedFile = join(mkdtempSync(join(tmpdir(), "tc-seed-")), "seed.json");
  writeFileSync(seedFile, JSON.stringify(seed));
  return { seedFile };
}
const servers = useEmbeddingServers(test, xssSeed);

failOnPageErrors(test, { dismissDialogs: true });

async function visit(page: Page, body: string, head = "") {
  const path = `/p-${Math.random().toString(36).slice(2)}`;
  servers.host.set(path, `<!doctype html><html lang="en"><head>${head}</head><body>${body}</body></html>`);
  await page.goto(servers.host.origin + path);
}
const loader = () => loaderTag(servers.api.origin);

test("host page CSS does not leak into the widget", async ({ page }) => {
  await visit(
    page,
    `<p id="host-text">host text</p>${loader()}<ticket-checkout event="101"></ticket-checkout>`,
    `<style>* { color: red !important; font-size: 40px !important; font-family: serif !important; line-height: 5 !important }
      button, select { display: none !important } li { list-style: square !important; padding: 30px !important }
      h2 { text-transform: uppercase !important }</style>`,
  );
  const w = page.locator("ticket-checkout");
  await expect(w.locator(".tc-ticket")).toHaveCount(3);
  await expect(page.locator("#host-text")).toHaveCSS("color", "rgb(255, 0, 0)"); // the host rule works on the host
  await expect(w.getByRole("button", { name: "Increase quantity of VIP" })).toBeVisible();
  await expect(w.getByRole("combobox", { name: "Quantity of VIP" })).toBeVisible();
  const name = w.locator(".tc-ticket-name").nth(1);
  await expect(name).toHaveCSS("color", "rgb(31, 41, 55)");
  await expect(name).toHaveCSS("font-size", "16px");
  await expect(w.locator(".tc-title")).toHaveCSS("text-transform", "none");
  await expect(w.locator(".tc-ticket").first()).toHaveCSS("padding-top", "12px");
  const box = await w.locator(".tc-ticket").first().boundingBox();
  expect(box!.height).toBeLessThan(140); // a 40px/line-height-5 leak would make the row several hundred px high
  await w.getByRole("button", { name: "Increase quantity of VIP" }).click();
  await expect(w.locator(".tc-total-amount")).toHaveText("Total €93.95");
});

test("theming: --tc-* custom properties and ::part reach inside", async ({ page }) => {
  await visit(
    page,
    `${loader()}<ticket-checkout event="101"></ticket-checkout>`,
    `<style>ticket-checkout { --tc-primary: rgb(200, 0, 100); --tc-font-size: 18px }
      ticket-checkout::part(ticket-name) { color: rgb(0, 128, 0) }</style>`,
  );
  const w = page.locator("ticket-checkout");
  await expect(w.locator(".tc-ticket-name").first()).toHaveCSS("color", "rgb(0, 128, 0)");
  // A disabled Next is grey (readable); once enabled it wears the brand colour, with white text (5.8:1).
  await w.getByRole("button", { name: "Increase quantity of Standard" }).click();
  await expect(w.locator(".tc-next")).toHaveCSS("background-color", "rgb(200, 0, 100)");
  await expect(w.locator(".tc-next")).toHaveCSS("color", "rgb(255, 255, 255)");
  await expect(w.locator(".tc-root")).toHaveCSS("font-size", "18px");
});

test("script in ticket and event descriptions never runs; formatting survives", async ({ page }) => {
  await visit(page, `${loader()}<ticket-checkout event="101"></ticket-checkout>`);
  const w = page.locator("ticket-checkout");
  const description = w.locator(".tc-ticket-description").first();
  await expect(description.locator("b")).toHaveText("Bold");
  await expect(description.locator("img")).toHaveCount(1);
  expect(await description.innerHTML()).not.toMatch(/onerror|javascript:/i);
  await description.getByText("click me").click();
  await w.getByRole("tab", { name: "Event infos" }).click();
  const info = w.locator(".tc-description");
  await expect(info).toContainText("About");
  expect(await info.innerHTML()).not.toMatch(/onload|<script|javascript:/i);
  await info.getByText("desc link").click();
  await page.waitForTimeout(300); // give any handler a chance to run
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
});

test("two widgets on one page are independent (state and language)", async ({ page }) => {
  await visit(
    page,
    `${loader()}<ticket-checkout id="a" event="101"></ticket-checkout><ticket-checkout id="b" event="101" lang="de"></ticket-checkout>`,
  );
  const a = page.locator("#a");
  const b = page.locator("#b");
  await expect(a.locator(".tc-ticket")).toHaveCount(3);
  await expect(b.locator(".tc-ticket")).toHaveCount(3);
  await a.getByRole("combobox", { name: "Quantity of Standard" }).selectOption("4");
  await expect(a.locator(".tc-total-amount")).toHaveText("Total €107.00");
  await expect(b.getByRole("combobox", { name: "Anzahl von Standard" })).toHaveValue("0");
  await expect(b.locator(".tc-total-amount")).toHaveText(/^Gesamt 0,00\s€$/);
  await expect(a.getByRole("button", { name: "Next" })).toBeEnabled();
  await expect(b.getByRole("button", { name: "Weiter" })).toBeDisabled();
  await a.getByRole("button", { name: "Next" }).click();
  await expect(a.locator(".tc-ticket")).toHaveCount(0);
  await expect(b.locator(".tc-ticket")).toHaveCount(3);
});

test("SPA: an element added after load mounts, follows its event attribute, unmounts and remounts", async ({
  page,
}) => {
  await visit(page, `${loader()}<div id="app"></div>`);
  await page.waitForFunction(() => customElements.get("ticket-checkout"));
  await page.evaluate(() => {
    const el = document.createElement("ticket-checkout");
    el.setAttribute("event", "101");
    document.getElementById("app")!.appendChild(el);
  });
  const w = page.locator("ticket-checkout");
  await expect(w.locator(".tc-title")).toHaveText("Available — Summer Open Air");
  await w.getByRole("button", { name: "Increase quantity of Standard" }).click();
  await page.evaluate(() => document.querySelector("ticket-checkout")!.setAttribute("event", "107"));
  await expect(w.locator(".tc-title")).toHaveText("Low stock — Acoustic Evening");
  await expect(w.getByRole("combobox", { name: "Quantity of Seated" })).toHaveValue("0"); // fresh state per event
  await w.getByRole("button", { name: "Increase quantity of Seated" }).click();
  await page.evaluate(() => document.querySelector("ticket-checkout")!.setAttribute("lang", "de"));
  await expect(w.locator(".tc-step-title")).toHaveText("Tickets kaufen");
  await expect(w.getByRole("combobox", { name: "Anzahl von Seated" })).toHaveValue("1"); // language change keeps the selection
  await page.evaluate(() => document.querySelector("ticket-checkout")!.removeAttribute("event"));
  await expect(w.getByRole("alert")).toContainText("Es ist keine Veranstaltung angegeben");
  const detached = await page.evaluate(() => {
    const el = document.querySelector("ticket-checkout")!;
    el.remove();
    return el.shadowRoot!.childNodes.length; // React root unmounted
  });
  expect(detached).toBe(0);
  await page.evaluate(() => {
    const el = document.createElement("ticket-checkout");
    el.setAttribute("event", "109");
    document.getElementById("app")!.appendChild(el);
  });
  await expect(w.locator(".tc-title")).toHaveText("Unlimited — Online Stream");
});

test("missing and unknown event attributes show a clear message", async ({ page }) => {
  await visit(
    page,
    `${loader()}<ticket-checkout id="none"></ticket-checkout><ticket-checkout id="unknown" event="424242"></ticket-checkout>`,
  );
  await expect(page.locator("#none").getByRole("alert")).toContainText(
    'No event is set. Add the event id to the element, for example <ticket-checkout event="101">.',
  );
  await expect(page.locator("#unknown").getByRole("alert")).toContainText("Event 424242 was not found.");
  await expect(page.locator("#unknown").getByRole("button", { name: "Retry" })).toHaveCount(0);
});

test("API down: a message and Retry inside the widget; Retry recovers", async ({ page }) => {
  await page.route(`${servers.api.origin}/api/**`, (route) => route.abort("connectionrefused"));
  await visit(page, `${loader()}<ticket-checkout event="101"></ticket-checkout>`);
  const w = page.locator("ticket-checkout");
  await expect(w.getByRole("alert")).toContainText("The ticket service cannot be reached.");
  await page.unroute(`${servers.api.origin}/api/**`);
  await w.getByRole("button", { name: "Retry" }).click();
  await expect(w.locator(".tc-ticket")).toHaveCount(3);
});

test("slow API: the skeleton holds the space, then the tickets appear", async ({ page }) => {
  // The event and the loader's markup request (/api/events/101/markup) both wait until the skeleton was seen.
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${servers.api.origin}/api/events/101**`, async (route) => {
    await answered;
    await route.continue();
  });
  await visit(page, `${loader()}<ticket-checkout event="101"></ticket-checkout>`);
  const w = page.locator("ticket-checkout");
  const skeleton = w.locator("[part=skeleton]");
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute("aria-busy", "true");
  expect((await w.boundingBox())!.height).toBeGreaterThanOrEqual(320);
  // Under the 3 s mark the skeleton stays silent.
  await expect(w.locator("[part=skeleton-slow]")).toHaveCount(0);
  answer();
  await expect(w.locator(".tc-ticket")).toHaveCount(3);
  await expect(skeleton).toHaveCount(0);
});

test("very slow API: after 3 s the skeleton says it is still loading, then the tickets replace it", async ({
  page,
}) => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`${servers.api.origin}/api/events/101**`, async (route) => {
    await answered;
    await route.continue();
  });
  const started = Date.now();
  await visit(page, `${loader()}<ticket-checkout event="101"></ticket-checkout>`);
  const w = page.locator("ticket-checkout");
  const note = w.getByRole("status").getByText("Still loading tickets. This is taking longer than usual.");
  await expect(note).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);
  expect((await w.boundingBox())!.height).toBeGreaterThanOrEqual(320);
  answer();
  await expect(w.locator(".tc-ticket")).toHaveCount(3, { timeout: 10_000 });
  await expect(note).toHaveCount(0);
});

test("malformed API answer and server error: messages with Retry, never a blank box", async ({ page }) => {
  let answer: "malformed" | "500" = "malformed";
  // No server markup: these answers are the widget's own event request.
  await page.route(`${servers.api.origin}/api/events/101/markup**`, (route) => route.abort());
  await page.route(`${servers.api.origin}/api/events/101`, (route) =>
    answer === "malformed"
      ? route.fulfill({ json: { id: 101, name: 42, event_tickets: "none" } })
      : route.fulfill({ status: 500, json: { error: { code: "internal", message: "database locked" } } }),
  );
  await visit(page, `${loader()}<ticket-checkout event="101"></ticket-checkout>`);
  const w = page.locator("ticket-checkout");
  await expect(w.getByRole("alert")).toContainText("sent data the checkout does not understand");
  answer = "500";
  await w.getByRole("button", { name: "Retry" }).click();
  await expect(w.getByRole("alert")).toContainText("(HTTP 500)");
});
