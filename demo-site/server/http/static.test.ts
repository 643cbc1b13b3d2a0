// @vitest-environment node
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSIBLE, compressDist } from "../../../scripts/compress-dist.mjs";
import type { RunningServer } from "../server.ts";
import { startTestServer, tempDir } from "../testing/in-process.ts";
import { compressibleTypes, MEMORY_MAX_FILE } from "./static.ts";
import { onTheWire } from "../testing/requests.ts";

let server: RunningServer;
let dist: string;
// Files of at least 1 KiB, so the build's compressor writes .br/.gz copies of them.
const bigChunk =
  "export const rows = [" +
  Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: "row ${i}" }`).join(", ") +
  "];\n";
const staleModule = "export const stale = `" + "fresh bytes ".repeat(200) + "`;\n";
beforeAll(async () => {
  // A dist/ of our own: the real one belongs to other builds that may be running right now.
  dist = tempDir("tc-dist-");
  mkdirSync(join(dist, "widget"));
  mkdirSync(join(dist, "sdk"));
  writeFileSync(join(dist, "loader.js"), "console.log('loader');");
  writeFileSync(join(dist, "widget/checkout-AB12CD.js"), "export const x = 1;");
  writeFileSync(join(dist, "widget/manifest.json"), '{"entry":"checkout-AB12CD.js"}');
  writeFileSync(join(dist, "widget/frame-host.js"), "export {};");
  writeFileSync(join(dist, "sdk/client.js"), "export const create = 1;");
  writeFileSync(join(dist, "sdk/chunk-QW34ER.js"), "export const y = 2;");
  mkdirSync(join(dist, "sdk/html"));
  writeFileSync(join(dist, "sdk/html/redirect-frame.html"), '<script src="redirect-frame.js"></script>');
  writeFileSync(join(dist, "sdk/html/redirect-frame.js"), "postMessage(1)");
  writeFileSync(join(dist, "secret.txt"), "outside the mounts");
  mkdirSync(join(dist, "docs/sdk/modules"), { recursive: true });
  writeFileSync(join(dist, "docs/sdk/index.html"), "<h1>Payments SDK reference</h1>");
  writeFileSync(join(dist, "docs/sdk/modules/sdk_client.html"), "<h1>sdk/client</h1>");
  writeFileSync(join(dist, "docs/sdk/.inputs-sha256"), "hash");
  writeFileSync(join(dist, "widget/chunk-BIG123.js"), bigChunk);
  writeFileSync(join(dist, "widget/logo.png"), Buffer.alloc(2048, 7));
  writeFileSync(join(dist, "sdk/stale.js"), staleModule);
  await compressDist([dist]);
  // sdk/stale.js rebuilt after its copies were written (a one-part rebuild that did not compress again).
  const past = new Date("2020-01-01T00:00:00Z");
  for (const variant of ["sdk/stale.js.br", "sdk/stale.js.gz"]) utimesSync(join(dist, variant), past, past);
  server = await startTestServer({}, { distDir: dist });
});
afterAll(() => server.close());

const get = (path: string, init?: RequestInit) => fetch(server.origin + path, init);

const raw = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  onTheWire(server.origin + path, headers, method);

const browser = { "accept-encoding": "gzip, deflate, br, zstd" };

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

  it("serves the SDK reference under /docs/sdk/, a folder's address with its index.html", async () => {
    const index = await get("/docs/sdk/");
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await index.text()).toBe("<h1>Payments SDK reference</h1>");
    expect(await (await get("/docs/sdk/modules/sdk_client.html")).text()).toBe("<h1>sdk/client</h1>");
    const bare = await get("/docs/sdk", { redirect: "manual" });
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/docs/sdk/");
    expect((await get("/docs/sdk/.inputs-sha256")).status).toBe(404);
    expect((await get("/docs/sdk/modules/")).status).toBe(404);
    expect((await get("/docs/sdk/..%2F..%2Fsecret.txt")).status).toBe(404);
  });
});

describe("precompressed assets", () => {
  it("says it varies for exactly the types the build compresses", () => {
    expect([...compressibleTypes].sort()).toEqual([...COMPRESSIBLE].sort());
  });

  it("sends the Brotli copy when the client accepts br, with its own length, and it decompresses to the file", async () => {
    const res = await raw("/widget/chunk-BIG123.js", browser);
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers.vary).toBe("accept-encoding");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(bigChunk));
    expect(res.body.equals(readFileSync(join(dist, "widget/chunk-BIG123.js.br")))).toBe(true);
    expect(brotliDecompressSync(res.body).toString()).toBe(bigChunk);
    // The retry alias serves the same bytes.
    expect((await raw("/widget/r1/chunk-BIG123.js", browser)).headers["content-encoding"]).toBe("br");
  });

  it("sends the gzip copy when only gzip is accepted", async () => {
    const res = await raw("/widget/chunk-BIG123.js", { "accept-encoding": "gzip, deflate" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(gunzipSync(res.body).toString()).toBe(bigChunk);
    expect(
      (await raw("/widget/chunk-BIG123.js", { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"],
    ).toBe("gzip");
  });

  it("sends the file as it is without Accept-Encoding, or when nothing offered is acceptable, still saying it varies", async () => {
    const offers: Record<string, string>[] = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "br;q=0, gzip;q=0" },
    ];
    for (const headers of offers) {
      const res = await raw("/widget/chunk-BIG123.js", headers);
      expect(res.headers["content-encoding"], JSON.stringify(headers)).toBeUndefined();
      expect(res.headers.vary).toBe("accept-encoding");
      expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(bigChunk));
      expect(res.body.toString()).toBe(bigChunk);
    }
    // A small compressible file has no copies, and says it varies all the same.
    const small = await raw("/sdk/client.js", browser);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers.vary).toBe("accept-encoding");
  });

  it("ignores a copy older than its file (a rebuild that did not compress again)", async () => {
    for (const coding of ["br", "gzip"]) {
      const res = await raw("/sdk/stale.js", { "accept-encoding": coding });
      expect(res.headers["content-encoding"], coding).toBeUndefined();
      expect(res.body.toString()).toBe(staleModule);
    }
  });

  it("gives each coding its own ETag and answers 304 only to the matching one", async () => {
    const tags = new Map<string, string>();
    for (const [name, headers] of [
      ["br", browser],
      ["gzip", { "accept-encoding": "gzip" }],
      ["identity", {}],
    ] as const) {
      tags.set(name, String((await raw("/widget/chunk-BIG123.js", headers)).headers.etag));
    }
    expect(new Set(tags.values()).size).toBe(3);
    expect(tags.get("br")).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+-br"$/);
    expect(tags.get("gzip")).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+-gz"$/);
    expect(tags.get("identity")).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);

    const revalidated = await raw("/widget/chunk-BIG123.js", { ...browser, "if-none-match": tags.get("br")! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.etag).toBe(tags.get("br"));
    expect(revalidated.headers.vary).toBe("accept-encoding");
    expect(revalidated.body.length).toBe(0);
    // The same client asking with the gzip or plain ETag gets the Brotli bytes, not a 304 for bytes it does not hold.
    for (const other of [tags.get("gzip")!, tags.get("identity")!]) {
      const res = await raw("/widget/chunk-BIG123.js", { ...browser, "if-none-match": other });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
    }
    const plain = await raw("/widget/chunk-BIG123.js", { "if-none-match": tags.get("identity")! });
    expect(plain.status).toBe(304);
    expect(plain.headers.vary).toBe("accept-encoding");
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const res = await raw("/widget/chunk-BIG123.js", browser, "HEAD");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(Number(res.headers["content-length"])).toBe(readFileSync(join(dist, "widget/chunk-BIG123.js.br")).length);
    expect(res.body.length).toBe(0);
  });

  it("does not serve the copies under their own names, and leaves types that are not text alone", async () => {
    for (const path of [
      "/widget/chunk-BIG123.js.br",
      "/widget/chunk-BIG123.js.gz",
      "/widget/r1/chunk-BIG123.js.br",
      "/sdk/stale.js.gz",
    ]) {
      expect((await raw(path, browser)).status, path).toBe(404);
    }
    const png = await raw("/widget/logo.png", browser);
    expect(png.status).toBe(200);
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
  });
});

describe("static assets from memory", () => {
  it("answers a rebuilt file with its new bytes, and a file over MEMORY_MAX_FILE in full", async () => {
    const file = join(dist, "widget/chunk-MEM1.js");
    writeFileSync(file, "export const v = 1;");
    expect(await (await get("/widget/chunk-MEM1.js")).text()).toBe("export const v = 1;");
    expect(await (await get("/widget/chunk-MEM1.js")).text()).toBe("export const v = 1;"); // kept
    writeFileSync(file, "export const v = 22;"); // a rebuild: another size
    expect(await (await get("/widget/chunk-MEM1.js")).text()).toBe("export const v = 22;");
    writeFileSync(file, "export const v = 33;"); // the same size, a later mtime
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await (await get("/widget/chunk-MEM1.js")).text()).toBe("export const v = 33;");
    const big = "x".repeat(MEMORY_MAX_FILE + 1);
    writeFileSync(join(dist, "widget/logo-big.png"), big);
    const res = await get("/widget/logo-big.png");
    expect(res.headers.get("content-length")).toBe(String(big.length));
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe(big);
  });
});
