import { expect as baseExpect, test, type Locator, type Page } from "@playwright/test";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { startHostPage, type HostPage } from "./support/host-page.ts";
import { formatFindings, runAxe, seriousOrCritical } from "./support/axe.ts";
import { loaderTag } from "../../demo-site/server/pages/event-page.ts";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// Our pages' CSP refuses the inline script runAxe would add (as it should): axe is evaluated through the
// devtools protocol instead, which the page's CSP does not govern.
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

const expect = baseExpect.configure({ timeout: 20_000 }); // the machine running the suite may be busy

// The abuse limits as a buyer meets them, and our own pages under their CSP. The server allows ONE failed voucher
// check per client and event, so the second wrong code from this browser is the 429.
let server: DemoServer;
let host: HostPage;
test.beforeAll(async () => {
  server = await startDemoServer({
    env: { DEMO_MODE: "1", LIMIT_VOUCHER_FAILURES: "1", LIMIT_VOUCHER_FAILURES_WINDOW: "600" },
  });
  host = await startHostPage();
});
test.afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await server?.close();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await host?.close();
});

/** Records every CSP violation the page (and the widget's shadow tree in it) reports. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

async function tryTwoWrongCodes(w: Locator): Promise<Locator> {
  await w.locator(".tc-ticket").first().locator("[part~=quantity-increase]").click();
  await w.locator("[part~=button-next]").click();
  await expect(w.locator("input[name=firstName]")).toBeVisible();
  await w.locator("input[name=hasVoucher]").check();
  await w.locator("input[name=voucher]").fill("WRONG1");
  await w.locator("[part~=voucher-apply]").click();
  await expect(w.locator("[data-error-key=invalid_voucher_code]")).toBeVisible();
  await w.locator("input[name=voucher]").fill("WRONG2");
  await w.locator("[part~=voucher-apply]").click();
  const message = w.locator("[data-error-key=rate_limited]");
  await expect(message).toBeVisible();
  return message;
}

async function expectAxeClean(page: Page) {
  await page.evaluate(axeSource);
  const report = await runAxe(page);
  const bad = seriousOrCritical(report.violations);
  expect(bad, formatFindings(bad)).toEqual([]);
}

test("English, on our event page under its strict CSP: the second wrong voucher shows the wait, axe-clean, no CSP violation", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto(`${server.origin}/o/acme/events/101`);
  const w = page.locator("ticket-checkout");
  const message = await tryTwoWrongCodes(w);
  await expect(message).toHaveText("Too many attempts from your network. Please wait 10 minutes, then try again.");
  await expect(message).toHaveAttribute("role", "alert");
  // The field is described by the message, as for any other voucher error.
  await expect(w.locator("input[name=voucher]")).toHaveAttribute("aria-invalid", "true");
  await expectAxeClean(page);
  expect(await violations()).toEqual([]);
});

test("German, on an organizer's page: the same 429 in German, axe-clean", async ({ page }) => {
  host.set(
    "/",
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Veranstalter</title></head><body>${loaderTag(server.origin)}<ticket-checkout event="202" lang="de"></ticket-checkout></body></html>`,
  );
  await page.goto(host.origin + "/");
  const message = await tryTwoWrongCodes(page.locator("ticket-checkout"));
  await expect(message).toHaveText(
    "Zu viele Versuche aus deinem Netzwerk. Bitte warte 10 Minuten und versuche es dann erneut.",
  );
  await expectAxeClean(page);
});

test("our pages still work under their CSP: home, organizer page, event page (widget hydrated, + works), SDK playground", async ({
  page,
}) => {
  const violations = await watchCsp(page);
  await page.goto(`${server.origin}/`);
  await expect(page.getByRole("heading", { name: "ACME Live" })).toBeVisible();
  await page.goto(`${server.origin}/o/nightowl`);
  await expect(page.getByRole("link", { name: "Free entry — Community Meetup" })).toBeVisible();
  await page.goto(`${server.origin}/o/nightowl/events/201`);
  const w = page.locator("ticket-checkout");
  await w.locator(".tc-ticket").first().locator("[part~=quantity-increase]").click();
  await expect(w.locator("[part~=button-next]")).toBeEnabled();
  expect(await violations()).toEqual([]);
  await page.goto(`${server.origin}/playground/`);
  await expect(page.locator("h1")).toBeVisible();
  expect(await violations()).toEqual([]);
});
