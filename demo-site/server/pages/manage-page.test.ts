// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { startTestServer, tempDir } from "../testing/in-process.ts";
import { manageCsp, manageShell } from "./manage-page.ts";

describe("the back office's page shell", () => {
  const manifest = { entry: "manage-AAAA.js", initial: ["manage-AAAA.js", "chunk-BBBB.js"], css: "manage-CCCC.css" };

  it("loads the stylesheet, preloads the first screen's chunks and gives React Aria the nonce in a meta tag", () => {
    const page = manageShell(manifest, "n0nce+/=");
    expect(page).toContain('<link rel="stylesheet" href="/manage/assets/manage-CCCC.css">');
    expect(page).toContain('<link rel="modulepreload" href="/manage/assets/chunk-BBBB.js">');
    expect(page).not.toContain('rel="modulepreload" href="/manage/assets/manage-AAAA.js"');
    expect(page).toContain('<script type="module" src="/manage/assets/manage-AAAA.js"></script>');
    expect(page).toContain('<meta property="csp-nonce" nonce="n0nce+/=">');
    // Nothing inline the CSP would have to allow.
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page).not.toMatch(/<style|style="/);
  });

  it("has a CSP without 'unsafe-inline' or 'unsafe-eval', styles by nonce, and no framing", () => {
    const csp = manageCsp("abc");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self' 'nonce-abc';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
  });

  it("says how to build the app when it is not built", () => {
    expect(manageShell(null, "x")).toContain("node scripts/build-part.mjs manage");
  });
});

describe("the door scanner's addresses", () => {
  let server: RunningServer;
  const wasm = "zxing_reader-0123456789abcdef.wasm";
  const worker = "self.addEventListener('fetch', () => {});";
  beforeAll(async () => {
    // A dist/ of our own: the real one belongs to builds that may be running right now.
    const dist = tempDir("tc-manage-");
    mkdirSync(join(dist, "manage"));
    const checkIn = { sw: "check-in-sw.js", webManifest: "check-in.webmanifest", wasm };
    const manifest = {
      entry: "manage-AAAA.js",
      initial: ["manage-AAAA.js"],
      css: "manage-CCCC.css",
      files: [],
      checkIn,
    };
    writeFileSync(join(dist, "manage/manifest.json"), JSON.stringify(manifest));
    writeFileSync(join(dist, "manage/check-in-sw.js"), worker);
    writeFileSync(join(dist, "manage/check-in.webmanifest"), JSON.stringify({ start_url: "/manage/check-in/" }));
    writeFileSync(join(dist, "manage", wasm), Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]));
    server = await startTestServer({}, { distDir: dist });
  });
  afterAll(() => server.close());
  const get = (path: string) => fetch(server.origin + path);

  it("give the scanner the camera, WebAssembly, its worker and its manifest; the rest of the back office none", async () => {
    for (const path of ["/manage/check-in/", "/manage/check-in"]) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get("content-security-policy")!;
      expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
      expect(csp).toContain("worker-src 'self';");
      expect(csp).toContain("media-src 'self' blob:;");
      expect(csp).not.toMatch(/unsafe-inline|'unsafe-eval'/);
      expect(res.headers.get("permissions-policy")).toMatch(/^camera=\(self\), microphone=\(\)/);
      expect(await res.text()).toContain('<link rel="manifest" href="/manage/check-in/manifest.webmanifest">');
    }
    const other = await get("/manage/o/1/events");
    expect(other.headers.get("content-security-policy")).not.toMatch(/wasm|worker-src|media-src/);
    expect(other.headers.get("permissions-policy")).toMatch(/^camera=\(\),/);
    expect(await other.text()).not.toContain('rel="manifest"');
  });

  it("serve the service worker and the web app manifest at the scanner's scope, asked again on each load", async () => {
    const sw = await get("/manage/check-in/sw.js");
    expect(sw.status).toBe(200);
    expect(sw.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(sw.headers.get("cache-control")).toBe("no-cache");
    expect(await sw.text()).toBe(worker);
    const manifest = await get("/manage/check-in/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toBe("application/manifest+json");
    expect(await manifest.json()).toEqual({ start_url: "/manage/check-in/" });
  });

  it("serve the QR decoder's .wasm from our origin as application/wasm, cached for good (its name is its hash)", async () => {
    const res = await get(`/manage/assets/${wasm}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/wasm");
    expect(res.headers.get("cache-control")).toContain("immutable");
  });
});
