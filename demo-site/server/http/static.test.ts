// @vitest-environment node
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { startTestServer, tempDir } from "../testing/in-process.ts";

let server: RunningServer;
beforeAll(async () => {
  // A dist/ of our own: the real one belongs to other builds that may be running right now.
  const dist = tempDir("tc-dist-");
  mkdirSync(join(dist, "widget"));
  mkdirSync(join(dist, "sdk"));
  writeFileSync(join(dist, "loader.js"), "console.log('loader');");
  writeFileSync(join(dist, "widget/checkout-AB12CD.js"), "export const x = 1;");
  writeFileSync(join(dist, "widget/manifest.json"), '{"entry":"checkout-AB12CD.js"}');
  writeFileSync(join(dist, "widget/frame-host.js"), "export {};");
  writeFileSync(join(dist, "sdk/client.js"), "export const create = 1;");
  writeFileSync(join(dist, "sdk/chunk-QW34ER.js"), "export const y = 2;");
  mkdirSync(join(dist, "sdk/html"));
  writeFileSync(join(dist, "sdk/html/redirect-frame.html"), "<script src=\"redirect-frame.js\"></script>");
  writeFileSync(join(dist, "sdk/html/redirect-frame.js"), "postMessage(1)");
  writeFileSync(join(dist, "secret.txt"), "outside the mounts");
  server = await startTestServer({}, { distDir: dist });
});
afterAll(() => server.close());

const get = (path: string, init?: RequestInit) => fetch(server.origin + path, init);

describe("static assets", () => {
  it("serves /loader.js as JavaScript, cached 5 minutes, to any origin", async () => {
    const res = await get("/loader.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(await res.text()).toBe("console.log('loader');");
  });

  it("serves hashed widget chunks immutable and the manifest briefly", async () => {
    const chunk = await get("/widget/checkout-AB12CD.js");
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(chunk.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const manifest = await get("/widget/manifest.json");
    expect(manifest.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(manifest.headers.get("cache-control")).toBe("public, max-age=300");
    expect((await get("/widget/frame-host.js")).headers.get("cache-control")).toBe("public, max-age=300"); // iframe mode, stable name
  });

  it("serves the widget again under widget/r<n>/ (the loader's Retry: new module URLs), nothing else there", async () => {
    const res = await get("/widget/r2/checkout-AB12CD.js");
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("export const x = 1;");
    expect((await get("/widget/r2/r3/checkout-AB12CD.js")).status).toBe(404);
    expect((await get("/widget/rx/checkout-AB12CD.js")).status).toBe(404);
    expect((await get("/sdk/r2/client.js")).status).toBe(404);
  });

  it("serves SDK chunks immutable and module entries for 5 minutes", async () => {
    expect((await get("/sdk/chunk-QW34ER.js")).headers.get("cache-control")).toContain("immutable");
    const entry = await get("/sdk/client.js");
    expect(entry.status).toBe(200);
    expect(entry.headers.get("cache-control")).toBe("public, max-age=300");
    expect(entry.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers a matching ETag with 304", async () => {
    const first = await get("/sdk/client.js");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await get("/sdk/client.js", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it.each([
    "/widget/missing.js",
    "/sdk/nope.js",
    "/widget/..%2Fsecret.txt",
    "/widget/%2e%2e/secret.txt",
    "/sdk/..%5csecret.txt",
    "/widget/.hidden",
    "/widget/%00.js",
  ])("answers %s with 404 and never leaves the mount", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("outside the mounts");
  });

  it("serves the SDK frame pages under /web/3.109.0/html/ with a CSP that allows only same-origin scripts", async () => {
    for (const [path, type] of [
      ["/web/3.109.0/html/redirect-frame.html", "text/html; charset=utf-8"],
      ["/web/3.109.0/html/redirect-frame.js", "text/javascript; charset=utf-8"],
    ]) {
      const res = await get(path!);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("default-src 'none'");
      expect(csp).not.toContain("unsafe-eval");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
    expect((await get("/web/3.109.0/html/..%2F..%2Fsecret.txt")).status).toBe(404);
    // Other mounts get no frame CSP.
    expect((await get("/sdk/client.js")).headers.get("content-security-policy")).toBeNull();
  });
});
