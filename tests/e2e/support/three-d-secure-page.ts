// The merchant page of the three-d-secure browser tests: our built SDK under a strict CSP, the fake gateway and
// the fake Cardinal Songbird routed at their real hosts.
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page, Route } from "@playwright/test";
import { BRAINTREE_HOSTS, BRAINTREE_SANDBOX_URLS, clientToken, FakeGateway } from "../../fixtures/gateway/index.ts";
import { fakeCardinalFile, type FakeSongbirdMode } from "../../fixtures/providers/cardinal/songbird.ts";

const oursDir = join(resolve(import.meta.dirname, "../../.."), "dist/sdk");
/** The merchant page of the 3D Secure browser tests (https, as production checkouts are). */
export const THREEDS_ORIGIN = "https://merchant.threeds.test";

// A strict CSP: scripts only from the page's origin and Cardinal's, no inline script or style attribute text.
const CSP =
  "default-src 'self'; script-src 'self' https://songbirdstag.cardinalcommerce.com; style-src 'self'; frame-src https://songbirdstag.cardinalcommerce.com; connect-src 'self' https:";
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>3DS test shop</title></head><body><h1>Checkout</h1></body></html>`;

/** Options of {@link openThreeDSecurePage}. */
export interface ThreeDSecurePageOptions {
  /** How the fake Songbird behaves; "never-load" holds its request forever. */
  songbird?: FakeSongbirdMode | "never-load";
  /** Gateway endpoints whose requests are held forever (a never-answering network). */
  hang?: string[];
}

/**
 * A merchant page under a strict CSP with our built SDK at /ours/*.js, the fake gateway for Braintree's hosts
 * and the fake Cardinal Songbird at its real sandbox URL. Returns the gateway, a client token, and a release()
 * that aborts held requests.
 */
export async function openThreeDSecurePage(page: Page, options: ThreeDSecurePageOptions = {}) {
  const gateway = new FakeGateway();
  const held: Route[] = [];
  const mode = options.songbird ?? "normal";
  await page.context().route("**/*", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin === THREEDS_ORIGIN) {
      if (url.pathname === "/")
        return route.fulfill({
          status: 200,
          headers: { "content-type": "text/html", "content-security-policy": CSP },
          body: PAGE,
        });
      const file = join(oursDir, url.pathname.replace(/^\/ours\//, ""));
      if (url.pathname.startsWith("/ours/") && existsSync(file))
        return route.fulfill({ status: 200, contentType: "text/javascript", body: readFileSync(file, "utf8") });
      return route.fulfill({ status: 404, body: "not found" });
    }
    if (url.hostname === "songbirdstag.cardinalcommerce.com") {
      const name = url.pathname.split("/").pop() ?? "";
      if (name === "songbird.js" && mode === "never-load") return void held.push(route);
      const served = fakeCardinalFile(name, mode === "never-load" ? "normal" : mode);
      return served
        ? route.fulfill({ status: 200, contentType: served.contentType, body: served.body })
        : route.fulfill({ status: 404, body: "" });
    }
    if (!BRAINTREE_HOSTS.includes(url.hostname)) return route.abort("internetdisconnected");
    const reply = await gateway.handle({
      method: request.method(),
      url: url.href,
      headers: await request.allHeaders(),
      body: request.postData(),
    });
    if (reply.action === "respond" && options.hang?.includes(gateway.requests.at(-1)?.endpoint ?? ""))
      return void held.push(route);
    if (reply.action === "abort") return route.abort("connectionreset");
    if (reply.action === "hang") return void held.push(route);
    return route.fulfill({ status: reply.status, headers: reply.headers, body: reply.body });
  });
  await page.goto(THREEDS_ORIGIN + "/");
  return {
    gateway,
    authorization: clientToken({ clientApiOrigin: BRAINTREE_SANDBOX_URLS.clientApiOrigin, tag: "threeds" }),
    async release() {
      for (const route of held.splice(0)) await route.abort("timedout").catch(() => undefined);
    },
  };
}
