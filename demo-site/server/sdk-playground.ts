// /playground/: the SDK playground page in the demo layout (script-src 'self'), its assets, and the fake gateway at
// /gateway/ (tests/fixtures/gateway), so every SDK module can be tried without a Braintree account.
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import {
  clientToken,
  FakeGateway,
  serveFromGateway,
  type Failure,
  type GatewayRequest,
  type GatewayUrls,
} from "../../tests/fixtures/gateway/index.ts";
import { html, SafeHtml } from "./domain/html.ts";
import type { PageLocale } from "./pages/page-language.ts";
import { layout } from "./pages/layout.ts";

// demo-site/server (sources) and dist/server (bundle) are both two levels below the repository root.
const PLAYGROUND_DIR = resolve(import.meta.dirname, "../../demo-site/playground");
/** The playground's scripts and styles: demo-site/playground/<name>.js|css and cards/<name>.js. */
const ASSET = /^\/playground\/((?:cards\/)?[a-z][a-z0-9-]*\.(js|css))$/;
const TYPES: Record<string, string> = { js: "text/javascript; charset=utf-8", css: "text/css; charset=utf-8" };
/**
 * The page runs only its own scripts (the cards show their functions' source; nothing is evaluated from text).
 * Styles: the demo layout's inline sheet. Frames: the SDK's overlays and the fake issuer, all on this origin.
 */
const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'";

/**
 * The playground page: its body (demo-site/playground/index.html, in English, as the SDK's code and reference are)
 * in the demo site's layout, whose header and footer speak the reader's language.
 */
function playgroundPage(page: PageLocale): string {
  return layout({
    page,
    title: "Payments SDK playground",
    body: new SafeHtml(readFileSync(resolve(PLAYGROUND_DIR, "index.html"), "utf8")),
    head: html`<link rel="stylesheet" href="/playground/playground.css"><script type="module" src="/playground/playground.js"></script>`,
  });
}

/**
 * The local gateway the playground talks to. Its configuration points at http://<request host>/gateway/…, which
 * the SDK accepts only because the playground page is itself on localhost (the loopback exception). The
 * environment is "development" so GraphQL calls go to the configured graphQL.url rather than Braintree's host.
 */
let gateway: FakeGateway | undefined;
/** The playground merchant: every method on (Venmo included), local "development" environment. */
const PLAYGROUND_MERCHANT = { environment: "development", venmo: "on" } as const;
function playgroundGateway(): FakeGateway {
  if (!gateway) {
    gateway = new FakeGateway({
      prefix: "/gateway",
      urls: (request: GatewayRequest) => gatewayUrls(new URL(request.url).origin),
    });
    gateway.reset({ merchant: PLAYGROUND_MERCHANT });
  }
  return gateway;
}

function gatewayUrls(origin: string): GatewayUrls {
  return {
    clientApiOrigin: `${origin}/gateway`,
    graphQLUrl: `${origin}/gateway/graphql`,
    analyticsOrigin: `${origin}/gateway/analytics`,
    // Our frame pages are served by this server under /web/3.109.0/html/ (http/static.ts), so the origin is the assets URL.
    assetsUrl: origin,
  };
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { "content-type": type, "cache-control": "no-store" });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Client tokens for this host: one with a customer (vault delete works) and one without. */
function session(origin: string): Record<string, string> {
  const clientApiOrigin = `${origin}/gateway`;
  return {
    clientToken: clientToken({ clientApiOrigin, environment: "development", tag: "playground" }),
    clientTokenWithoutCustomer: clientToken({
      clientApiOrigin,
      environment: "development",
      tag: "playground-anon",
      customerId: null,
    }),
  };
}

/** Whether `path` is one of the playground's (checked first, without a promise: every request passes here). */
export function isPlaygroundPath(path: string): boolean {
  return (
    path === "/playground" ||
    path.startsWith("/gateway/") ||
    path.startsWith("/cardinal/") ||
    path.startsWith("/playground/")
  );
}

/**
 * Routes of the SDK playground and its local gateway. Returns true when it answered the request.
 * - GET /playground/ (+ its scripts, styles and cards/*.js): one card per module, using /sdk/<module>.js.
 * - GET /playground/session.json: client tokens whose configUrl points at this server's /gateway.
 * - POST /playground/gateway-mode {endpoint, failure|null}: makes the local gateway fail (or recover).
 * - /gateway/…: the fake Braintree gateway (configuration, client API, GraphQL); /cardinal/…: its fake Songbird.
 */

export async function handleSdkPlayground(
  req: IncomingMessage,
  res: ServerResponse,
  url: { pathname: string; search: string },
  page: () => PageLocale,
): Promise<boolean> {
  const path = url.pathname;
  const origin = `http://${req.headers.host ?? "localhost"}`;
  if (path === "/playground") {
    res.writeHead(301, { location: "/playground/" });
    res.end();
    return true;
  }
  if (path.startsWith("/gateway/")) {
    await serveFromGateway(playgroundGateway(), req, res, new URL(url.pathname + url.search, origin));
    return true;
  }
  // three-d-secure loads Songbird from <assetsUrl>/cardinal/ for a local gateway, and the assets URL is this origin
  // (our frame pages live here): the local gateway serves its fake Songbird there too.
  if (path.startsWith("/cardinal/")) {
    await serveFromGateway(playgroundGateway(), req, res, new URL("/gateway" + url.pathname + url.search, origin));
    return true;
  }
  if (!path.startsWith("/playground/")) return false;

  if (path === "/playground/session.json" && req.method === "GET") {
    send(res, 200, "application/json; charset=utf-8", JSON.stringify(session(origin)));
    return true;
  }
  if (path === "/playground/gateway-mode" && req.method === "POST") {
    let mode: { endpoint?: unknown; failure?: unknown };
    try {
      mode = JSON.parse(await readBody(req)) as typeof mode;
    } catch {
      send(
        res,
        400,
        "application/json; charset=utf-8",
        JSON.stringify({ error: { code: "invalid_json", message: 'Send {"endpoint": "…", "failure": {…} | null}.' } }),
      );
      return true;
    }
    const failures: Record<string, Failure> = {};
    if (typeof mode.endpoint === "string" && mode.failure && typeof mode.failure === "object")
      failures[mode.endpoint] = mode.failure as Failure;
    playgroundGateway().reset({ merchant: PLAYGROUND_MERCHANT, failures });
    send(res, 200, "application/json; charset=utf-8", JSON.stringify({ failures }));
    return true;
  }
  const asset = ASSET.exec(path);
  if ((path !== "/playground/" && !asset) || (req.method !== "GET" && req.method !== "HEAD")) {
    send(res, 404, "text/plain; charset=utf-8", "Not found\n");
    return true;
  }
  if (!asset) {
    res.setHeader("content-security-policy", PAGE_CSP);
    send(res, 200, "text/html; charset=utf-8", playgroundPage(page()));
    return true;
  }
  let body: string;
  try {
    body = readFileSync(resolve(PLAYGROUND_DIR, asset[1]!), "utf8");
  } catch {
    send(res, 404, "text/plain; charset=utf-8", "Not found\n");
    return true;
  }
  send(res, 200, TYPES[asset[2]!]!, body);
  return true;
}
