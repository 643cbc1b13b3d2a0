// GET /manage/ and every /manage/* path below it (the app routes in the browser, so any of its addresses answers
// the same shell): the back office's single-page app (demo-site/manage/, built by scripts/build-manage.mjs into
// dist/manage/, whose files http/static.ts serves under /manage/assets/). Its CSP is strict: scripts only from this
// server, no inline script or style; the one exception is a per-request nonce for the <style> elements React Aria
// injects (press and scroll lock), which it reads from <meta property="csp-nonce">.
// The door scanner's addresses (/manage/check-in*) get the camera, WebAssembly (its QR decoder's polyfill) and
// their own web app manifest and service worker (scripts/build-check-in.mjs writes them).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { html } from "../domain/html.ts";
import { distManifest } from "./dist-manifest.ts";

export interface ManageManifest {
  entry: string;
  initial: string[];
  css: string;
  /** the door scanner's files (absent from a build before it) */
  checkIn?: { sw: string; webManifest: string; wasm: string };
}

const SCANNER = "/manage/check-in";
/** The scanner's own addresses: the app (any path below it) and its worker and manifest. */
export const isScannerPath = (pathname: string) => pathname === SCANNER || pathname.startsWith(SCANNER + "/");

/** dist/manage/manifest.json, read again when a build changes it; null before the app is built. */
export function manageManifest(distDir: string): ManageManifest | null {
  return distManifest<ManageManifest>(distDir, "manage");
}

/**
 * The shell's CSP: everything from this server only; styles from our stylesheet plus React Aria's by nonce. The
 * scanner may also compile WebAssembly (zxing-wasm, from our origin), run its service worker and show the camera.
 */
export function manageCsp(nonce: string, scanner = false): string {
  return [
    "default-src 'none'",
    scanner ? "script-src 'self' 'wasm-unsafe-eval'" : "script-src 'self'",
    ...(scanner ? ["worker-src 'self'", "media-src 'self' blob:"] : []),
    `style-src 'self' 'nonce-${nonce}'`,
    "connect-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The snippet's live preview runs the checkout as organizers embed it (its loader and element, from here).
    "frame-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const ASSETS = "/manage/assets/";

/** The camera only for the scanner; nothing else of the back office may ask for a device. */
export const managePermissions = (scanner: boolean) =>
  `camera=(${scanner ? "self" : ""}), microphone=(), geolocation=(), usb=(), payment=()`;

const SCANNER_THEME = "#1f2a44"; // the icon's colour (scripts/build-check-in.mjs THEME)

/** The HTML shell: the stylesheet, the entry and the sign-in screen's chunks preloaded, an empty root. */
export function manageShell(manifest: ManageManifest | null, nonce: string, scanner = false): string {
  if (!manifest)
    return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Back office</title></head><body><p>The back office is not built yet: run <code>node scripts/build-part.mjs manage</code>.</p></body></html>`
      .value;
  const preloads = manifest.initial
    .filter((file) => file !== manifest.entry)
    .map((file) => html`<link rel="modulepreload" href="${ASSETS + file}">`);
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta property="csp-nonce" nonce="${nonce}">
<title>${scanner ? "Check-in" : "Back office"}</title>
${scanner ? html`<link rel="manifest" href="${SCANNER}/manifest.webmanifest"><meta name="theme-color" content="${SCANNER_THEME}">` : ""}
<link rel="stylesheet" href="${ASSETS + manifest.css}">
${preloads}
<script type="module" src="${ASSETS + manifest.entry}"></script>
</head>
<body>
<div id="app"><p class="boot">Loading…</p></div>
</body>
</html>
`.value;
}

/**
 * Answers /manage (redirected to /manage/) and /manage/* with the shell; false for any other path. The shell is
 * never cached (its nonce is per request, and a deploy changes its file names).
 */
export function serveManagePage(ctx: AppContext, req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (pathname === "/manage") {
    res.writeHead(308, { location: "/manage/", "cache-control": "no-store" });
    res.end();
    return true;
  }
  if (!pathname.startsWith("/manage/")) return false;
  const manifest = manageManifest(ctx.distDir);
  const scanner = isScannerPath(pathname);
  if (scanner && serveScannerFile(ctx.distDir, manifest, req, res, pathname)) return true;
  const nonce = randomBytes(18).toString("base64");
  const body = manageShell(manifest, nonce, scanner);
  res.writeHead(manifest ? 200 : 503, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "content-security-policy": manageCsp(nonce, scanner),
    "referrer-policy": "same-origin",
    "permissions-policy": managePermissions(scanner),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

/**
 * /manage/check-in/sw.js and /manage/check-in/manifest.webmanifest from the build (404 before it); false for the
 * scanner's other addresses (the shell). Asked again on every load (no-cache): a deploy must reach the worker.
 */
function serveScannerFile(
  distDir: string,
  manifest: ManageManifest | null,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): boolean {
  const files: Record<string, [file: string | undefined, type: string]> = {
    [`${SCANNER}/sw.js`]: [manifest?.checkIn?.sw, "text/javascript; charset=utf-8"],
    [`${SCANNER}/manifest.webmanifest`]: [manifest?.checkIn?.webManifest, "application/manifest+json"],
  };
  const entry = files[pathname];
  if (!entry) return false;
  let body: Buffer | null;
  try {
    body = entry[0] ? readFileSync(join(distDir, "manage", entry[0])) : null;
  } catch {
    body = null; // mid-rebuild or not built
  }
  if (!body) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
    res.end("Not built: node scripts/build-part.mjs manage\n");
    return true;
  }
  res.writeHead(200, {
    "content-type": entry[1],
    "content-length": body.length,
    "cache-control": "no-cache",
    "x-content-type-options": "nosniff",
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
