// GET /manage/ and every /manage/* path below it (the app routes in the browser, so any of its addresses answers
// the same shell): the back office's single-page app (demo-site/manage/, built by scripts/build-manage.mjs into
// dist/manage/, whose files http/static.ts serves under /manage/assets/). Its CSP is strict: scripts only from this
// server, no inline script or style; the one exception is a per-request nonce for the <style> elements React Aria
// injects (press and scroll lock), which it reads from <meta property="csp-nonce">.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { AppContext } from "../context.ts";
import { html } from "../domain/html.ts";
import { distManifest } from "./dist-manifest.ts";

export interface ManageManifest {
  entry: string;
  initial: string[];
  css: string;
}

/** dist/manage/manifest.json, read again when a build changes it; null before the app is built. */
export function manageManifest(distDir: string): ManageManifest | null {
  return distManifest<ManageManifest>(distDir, "manage");
}

/** The shell's CSP: everything from this server only; styles from our stylesheet plus React Aria's by nonce. */
export function manageCsp(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
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

/** The HTML shell: the stylesheet, the entry and the sign-in screen's chunks preloaded, an empty root. */
export function manageShell(manifest: ManageManifest | null, nonce: string): string {
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
<title>Back office</title>
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
  const nonce = randomBytes(18).toString("base64");
  const manifest = manageManifest(ctx.distDir);
  const body = manageShell(manifest, nonce);
  res.writeHead(manifest ? 200 : 503, {
    "content-type": "text/html; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    "cache-control": "no-store",
    "content-security-policy": manageCsp(nonce),
    "referrer-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), usb=(), payment=()",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "cross-origin-opener-policy": "same-origin",
  });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
