import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { SDK_FRAME_CSP } from "../../../demo-site/server/http/static.ts";

const htmlDir = join(process.env.PARITY_SDK_DIR ?? join(resolve(import.meta.dirname, "../../.."), "dist/sdk"), "html");

/**
 * Serves our built frame pages (dist/sdk/html) at <assetsOrigin>/web/3.109.0/html/ with the demo server's strict
 * CSP, for every page of the context (popups included). Registered after the parity harness's catch-all route,
 * so it runs first (Playwright runs the latest matching route first).
 */
export async function serveSdkFrames(
  context: BrowserContext,
  assetsOrigin = "https://assets.braintreegateway.com",
): Promise<void> {
  await context.route(`${assetsOrigin}/web/3.109.0/html/*`, (route) => {
    const name = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    const file = join(htmlDir, name);
    if (!/^[\w-]+\.(html|js)$/.test(name) || !existsSync(file))
      return route.fulfill({ status: 404, body: "not found" });
    const contentType = name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/html; charset=utf-8";
    return route.fulfill({
      status: 200,
      headers: { "content-type": contentType, "content-security-policy": SDK_FRAME_CSP },
      body: readFileSync(file, "utf8"),
    });
  });
}

/** Collects CSP violations reported in a page's console (a frame script blocked by the CSP shows up here). */
export function cspViolations(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

/**
 * Adds a "Pay" button to the merchant page whose click runs `start` (a function source taking the SDK namespace
 * and returning a promise), like a merchant's click handler; the outcome lands in window.__outcome. window.open
 * calls are recorded in window.__opens ([url, name, features]).
 */
export async function installPayButton(page: Page, start: string): Promise<void> {
  await page.evaluate((src) => {
    const w = window as any;
    const open = window.open.bind(window);
    w.__opens = [];
    window.open = ((...args: [string, string, string]) => {
      w.__opens.push(args);
      return open(...args);
    }) as typeof window.open;
    const button = document.createElement("button");
    button.id = "pay";
    button.textContent = "Pay";
    button.onclick = () => {
      w.__outcome = undefined;
      const run = (0, eval)("(" + src + ")") as (sdk: unknown) => Promise<unknown>;
      run(w.__parity.impls.ours).then(
        (value) => (w.__outcome = { value }),
        (e: any) =>
          (w.__outcome = {
            error: {
              name: e?.name,
              code: e?.code,
              type: e?.type,
              message: e?.message,
              details: typeof e?.details === "string" ? e.details : undefined,
            },
          }),
      );
    };
    document.body.append(button);
  }, start);
}

/** Waits for the Pay button's outcome. */
export async function payOutcome(page: Page): Promise<{ value?: any; error?: Record<string, unknown> }> {
  const handle = await page.waitForFunction(() => (window as any).__outcome, undefined, { timeout: 20_000 });
  return (await handle.jsonValue()) as { value?: any; error?: Record<string, unknown> };
}
