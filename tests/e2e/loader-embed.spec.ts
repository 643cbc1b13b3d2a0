import { expect, test, type Page } from "@playwright/test";
import { useEmbeddingServers } from "./support/embedding-servers.ts";
import { failOnPageErrors } from "./support/page-errors.ts";
import { loaderTag } from "../../demo-site/server/pages/event-page.ts";

// The organizer snippet's loader: origin from its own src, reserved height, one import, failures visible.
const servers = useEmbeddingServers(test);

failOnPageErrors(test);

async function visit(page: Page, body: string) {
  const path = `/p-${Math.random().toString(36).slice(2)}`;
  servers.host.set(path, `<!doctype html><html lang="en"><body>${body}<p id="below">below</p></body></html>`);
  await page.goto(servers.host.origin + path);
}
const snippet = (event = "101") =>
  `${loaderTag(servers.api.origin)}<ticket-checkout event="${event}"></ticket-checkout>`;

test("a slow markup answer: after 300 ms the placeholder reserves its height, until the rows replace it", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(`${servers.api.origin}/api/events/*/markup?**`, async (route) => {
    await held;
    await route.continue();
  });
  await visit(page, snippet());
  const placeholder = page.locator("ticket-checkout");
  await expect.poll(async () => (await placeholder.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(320);
  await expect(placeholder).toHaveCSS("background-color", "rgb(236, 238, 241)");
  expect(await page.evaluate(() => !!customElements.get("ticket-checkout"))).toBe(false);
  release();
  await expect(placeholder.locator(".tc-ticket")).toHaveCount(3);
  await expect(placeholder).not.toHaveCSS("background-color", "rgb(236, 238, 241)");
});

test("included twice: one placeholder style, one widget import, and it works", async ({ page }) => {
  const entryRequests: string[] = [];
  page.on("request", (r) => {
    if (/\/widget\/checkout-[^/]+\.js/.test(r.url())) entryRequests.push(r.url());
  });
  await visit(page, `${loaderTag(servers.api.origin)}${snippet()}`);
  await expect(page.locator("ticket-checkout .tc-ticket")).toHaveCount(3);
  // One placeholder sheet (adopted by the document 300 ms after the loader starts: no <style> element, so
  // strict-CSP pages get it too), not one per copy.
  await expect.poll(() => page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(1);
  expect(await page.locator("style").count()).toBe(0);
  expect(entryRequests).toHaveLength(1);
  expect(entryRequests[0]!.startsWith(`${servers.api.origin}/widget/`)).toBe(true); // origin taken from the loader's own src
});

test("widget code that cannot load shows a message with Retry in the placeholder; Retry recovers", async ({ page }) => {
  await page.route(`${servers.api.origin}/widget/**`, (route) => route.abort("connectionrefused"));
  await visit(page, snippet());
  const placeholder = page.locator("ticket-checkout");
  await expect(placeholder.getByRole("alert")).toContainText("The ticket checkout could not be loaded.");
  await page.evaluate(() =>
    document.body.appendChild(document.createElement("ticket-checkout")).setAttribute("id", "late"),
  );
  expect(await page.evaluate(() => getComputedStyle(document.getElementById("late")!, "::before").content)).toBe(
    '"The ticket checkout could not be loaded."',
  ); // an element added after the failure is not left as an endless skeleton
  await page.evaluate(() => document.getElementById("late")!.remove());
  await page.unroute(`${servers.api.origin}/widget/**`);
  await placeholder.getByRole("button", { name: "Retry" }).click();
  await expect(placeholder.locator(".tc-ticket")).toHaveCount(3);
  await expect(placeholder).not.toHaveAttribute("data-tc-error");
});

test("the demo server's event page embeds the widget with the organizer snippet", async ({ page }) => {
  await page.goto(`${servers.api.origin}/o/acme/events/107`);
  await expect(page.locator("ticket-checkout .tc-stock")).toHaveText("Only 7 left");
});

test("an empty event attribute asks the API nothing and logs no error; it shows the missing-event message", async ({
  page,
}) => {
  const asked: string[] = [];
  const failed: string[] = [];
  page.on("request", (r) => r.url().includes("/api/") && asked.push(r.url()));
  page.on("response", (r) => r.url().startsWith(servers.api.origin) && r.status() >= 400 && failed.push(r.url())); // each logs a console error
  await visit(
    page,
    `${loaderTag(servers.api.origin)}<ticket-checkout event=""></ticket-checkout><ticket-checkout event="  "></ticket-checkout>`,
  );
  const boxes = page.locator("ticket-checkout");
  await expect(boxes.nth(0).getByRole("alert")).toContainText("No event is set");
  await expect(boxes.nth(1).getByRole("alert")).toContainText("No event is set");
  expect(asked).toEqual([]);
  expect(failed).toEqual([]);
});

test("a German browser on a page without <html lang> gets the load failure in German, like the widget", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await page.route(`${servers.api.origin}/widget/**`, (route) => route.abort("connectionrefused"));
  const path = `/nolang-${Math.random().toString(36).slice(2)}`;
  servers.host.set(path, `<!doctype html><html><body>${snippet()}</body></html>`);
  await page.goto(servers.host.origin + path);
  const placeholder = page.locator("ticket-checkout");
  await expect(placeholder.getByRole("alert")).toContainText("Der Ticketkauf konnte nicht geladen werden.");
  await expect(placeholder.getByRole("button", { name: "Erneut versuchen" })).toBeVisible();
  await context.close();
});
