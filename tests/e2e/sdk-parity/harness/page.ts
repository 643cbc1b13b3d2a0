import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page, Route } from "@playwright/test";
import { FakeGateway } from "../../../fixtures/gateway/index.ts";
import { BRAINTREE_HOSTS } from "../../../fixtures/gateway/configuration.ts";
import { braintreeBundle } from "./bundle.ts";

const root = resolve(import.meta.dirname, "../../../..");
/** Where our built modules are read from: dist/sdk (PARITY_SDK_DIR overrides, e.g. to compare another build). */
const oursDir = process.env.PARITY_SDK_DIR ?? join(root, "dist/sdk");
/** The merchant page's origin; https so nothing differs from a production checkout page. */
export const MERCHANT_ORIGIN = "https://merchant.parity.test";

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>SDK parity</title></head><body>
<script src="/braintree.js"></script>
<script src="/runtime.js"></script>
</body></html>`;

export interface ParityPage {
  page: Page;
  gateway: FakeGateway;
  /** Our SDK modules that failed to load (not built yet, or broken). */
  missing: string[];
  /** Reloads the page: both SDKs start again from fresh module state (no cached clients, scripts or loaders). */
  reload(): Promise<void>;
  /** Aborts requests the gateway left hanging (timeout scenarios), so the next scenario starts clean. */
  releaseHung(): Promise<void>;
}

/**
 * Serves the parity page, braintree-web's bundle and our dist/sdk modules from MERCHANT_ORIGIN, and every
 * braintree host from the fake gateway. Anything else is aborted: the suite never touches the network.
 */
export async function openParityPage(page: Page): Promise<ParityPage> {
  const gateway = new FakeGateway();
  const hung: Route[] = [];
  const bundle = await braintreeBundle();
  const runtime = readFileSync(join(import.meta.dirname, "runtime.js"), "utf8");

  await page.context().route("**/*", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin === MERCHANT_ORIGIN) return serveStatic(route, url.pathname, bundle, runtime);
    if (!BRAINTREE_HOSTS.includes(url.hostname)) return route.abort("internetdisconnected");
    // Analytics beacons are never compared; skip the extra CDP round trip their full headers would cost.
    // A popup closed mid-load (PayPal/SEPA scenarios) takes its requests with it: those calls then throw, harmlessly.
    const gone = () => undefined;
    const headers = url.hostname.includes("analytics")
      ? request.headers()
      : await request.allHeaders().catch(() => request.headers());
    const reply = await gateway.handle({ method: request.method(), url: url.href, headers, body: request.postData() });
    if (reply.action === "abort") return route.abort("connectionreset").catch(gone);
    if (reply.action === "hang") return void hung.push(route);
    return route.fulfill({ status: reply.status, headers: reply.headers, body: reply.body }).catch(gone);
  });

  const load = async () => {
    await page.goto(MERCHANT_ORIGIN + "/");
    return page.evaluate(() => (window as any).__parity.loadOurs() as Promise<string[]>);
  };
  const missing = await load();
  return {
    page,
    gateway,
    missing,
    async reload() {
      await load();
    },
    async releaseHung() {
      for (const route of hung.splice(0)) await route.abort("timedout").catch(() => undefined);
    },
  };
}

function serveStatic(route: Route, path: string, bundle: string, runtime: string) {
  const js = "text/javascript; charset=utf-8";
  if (path === "/") return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: PAGE });
  if (path === "/braintree.js") return route.fulfill({ status: 200, contentType: js, body: bundle });
  if (path === "/runtime.js") return route.fulfill({ status: 200, contentType: js, body: runtime });
  const ours = /^\/ours\/([\w.-]+\.js)$/.exec(path)?.[1];
  const file = ours && join(oursDir, ours);
  if (file && existsSync(file))
    return route.fulfill({ status: 200, contentType: js, body: readFileSync(file, "utf8") });
  return route.fulfill({ status: 404, contentType: "text/plain", body: "not found" });
}
