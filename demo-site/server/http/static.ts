import { createReadStream, readFileSync, statSync, type Stats } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join, sep } from "node:path";
import { pipeline } from "node:stream";
import { pickEncoding, type ContentCoding } from "./encoding.ts";

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  // The door scanner's QR decoder (zxing-wasm): compiled while it streams only when served as this type.
  ".wasm": "application/wasm",
  ".html": "text/html; charset=utf-8",
};

// The types scripts/compress-dist.mjs writes .br/.gz copies of (COMPRESSIBLE there; static.test.ts keeps the two
// equal): their answers depend on Accept-Encoding, so every one of them says so (vary), also uncompressed.
export const compressibleTypes: ReadonlySet<string> = new Set([
  ".js",
  ".mjs",
  ".json",
  ".css",
  ".html",
  ".svg",
  ".map",
]);

/** File suffix of each coding's precompressed copy, and the tag its ETag carries. */
const variantOf: Record<ContentCoding, { suffix: string; tag: string }> = {
  br: { suffix: ".br", tag: "br" },
  gzip: { suffix: ".gz", tag: "gz" },
};

// The precompressed copies are no URLs of their own: asked for by name they would go out as compressed bytes
// without a content-encoding, which no page wants; 404 keeps them from being mistaken for the file.
const variantFile = /\.(br|gz)$/;

const immutable = "public, max-age=31536000, immutable";
const shortLived = "public, max-age=300";

interface Mount {
  prefix: string;
  dir: string;
  cache: (file: string) => string;
  /** Extra response headers for every file of the mount. */
  headers?: Record<string, string>;
  /** A leading path segment that names the same files again (stripped before the file is looked up). */
  alias?: RegExp;
  /** The file a folder's own address (ending in "/") answers with. */
  index?: string;
}

/**
 * CSP of the SDK's own frame pages (popup landing/return/cancel pages, overlays): scripts only from their own
 * origin (no inline script), no plugins, nothing framed or fetched. Styles stay inline in the pages.
 */
export const SDK_FRAME_CSP =
  "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; object-src 'none'";

const unhashedWidgetFiles = ["manifest.json", "frame-host.js", "frame-page.js"];

/** Maps URL paths to dist/ (CONTRACTS.md "Static"). Hashed names are cached for a year; stable names 5 minutes. */
export function staticMounts(distDir: string, widgetDir = "widget"): Mount[] {
  return [
    // Unhashed names (the manifest, iframe mode's frame-host.js and frame-page.js) change with any deploy.
    // widget/r<n>/: the loader's Retry loads the widget's module graph again under new URLs (loader/index.ts).
    {
      prefix: "/widget/",
      dir: join(distDir, widgetDir),
      cache: (f) => (unhashedWidgetFiles.includes(f) ? shortLived : immutable),
      alias: /^r\d{1,4}\//,
    },
    {
      prefix: "/sdk/",
      dir: join(distDir, "sdk"),
      cache: (f) => (/^chunk-/.test(f.split("/").pop() ?? "") ? immutable : shortLived),
    },
    // The assets origin of the SDK's frames (gateway assetsUrl + /web/<version>/html/), as the playground's local gateway advertises it.
    {
      prefix: "/web/3.109.0/html/",
      dir: join(distDir, "sdk", "html"),
      cache: () => shortLived,
      headers: { "content-security-policy": SDK_FRAME_CSP },
    },
    // The back office's app (scripts/build-manage.mjs): hashed chunk and stylesheet names; its shell is
    // pages/manage-page.ts.
    {
      prefix: "/manage/assets/",
      dir: join(distDir, "manage"),
      cache: (f) => (f.endsWith(".json") ? shortLived : immutable),
    },
    // The SDK reference (`npm run docs`, scripts/build-docs.mjs; build.mjs makes it when the SDK changed).
    { prefix: "/docs/sdk/", dir: join(distDir, "docs", "sdk"), cache: () => shortLived, index: "index.html" },
  ];
}

// One safe path segment: no "..", no separators, no encoded tricks (the URL is decoded before this check).
const safeSegment = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

function resolveInside(dir: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  const segments = decoded.split("/");
  if (segments.some((s) => !safeSegment.test(s) || s.includes(".."))) return null;
  const full = join(dir, ...segments);
  return full.startsWith(dir + sep) ? full : null;
}

function extension(file: string): string {
  const dot = file.lastIndexOf(".");
  return dot === -1 ? "" : file.slice(dot);
}

/** The bytes to send for `file`: its precompressed copy for the client's best coding when that copy is current. */
interface Representation {
  path: string;
  size: number;
  mtimeMs: number;
  coding: ContentCoding | null;
}

function representation(req: IncomingMessage, file: string, stats: Stats): Representation {
  const identity = { path: file, size: stats.size, mtimeMs: stats.mtimeMs, coding: null };
  if (!compressibleTypes.has(extension(file))) return identity;
  const coding = pickEncoding(req.headers["accept-encoding"]);
  if (!coding) return identity;
  const path = file + variantOf[coding].suffix;
  const variant = statFile(path);
  // A copy older than its file is from an earlier build (the file was rebuilt without compressing again): its
  // bytes are another version's, so the file goes out as it is. No second-best coding is tried: compress-dist
  // keeps a .br wherever it keeps a .gz (Brotli 11 beats gzip -9 on text), and writes both in the same run.
  if (!variant || variant.mtimeMs < stats.mtimeMs) return identity;
  return { path, size: variant.size, mtimeMs: variant.mtimeMs, coding };
}

/** Files up to this size are answered from memory (MEMORY_MAX_BYTES in all). */
export const MEMORY_MAX_FILE = 512 * 1024;
const MEMORY_MAX_BYTES = 32 * 1024 * 1024;
const memory = new Map<string, { size: number; mtimeMs: number; bytes: Buffer }>();
let memoryBytes = 0;

/**
 * The bytes of a small file as `chosen` was stat'ed (size and mtime), from memory after the first read; null for a
 * large file, one that changed since, or one that cannot be read (it then goes out as a stream, as large ones do).
 * A stream costs three trips to libuv's thread pool (open, read, close): on a busy machine each waits for a pool
 * thread to be scheduled, and loader.js is the first request on the way to the first ticket row (answered in
 * 1.9 ms median, 25 ms at worst of 40, from disk; pretix's stand-in, from memory, 0.9 and 5 ms).
 */
function memoryBytesOf(chosen: Representation): Buffer | null {
  if (chosen.size > MEMORY_MAX_FILE) return null;
  const kept = memory.get(chosen.path);
  if (kept && kept.size === chosen.size && kept.mtimeMs === chosen.mtimeMs) return kept.bytes;
  let bytes: Buffer;
  try {
    bytes = readFileSync(chosen.path);
  } catch {
    return null;
  }
  if (bytes.length !== chosen.size) return null; // replaced between stat and read (a rebuild): not these bytes
  if (kept) memoryBytes -= kept.size;
  while (memory.size && memoryBytes + bytes.length > MEMORY_MAX_BYTES) {
    const [oldest, entry] = memory.entries().next().value!;
    memory.delete(oldest);
    memoryBytes -= entry.size;
  }
  memory.delete(chosen.path);
  memory.set(chosen.path, { size: chosen.size, mtimeMs: chosen.mtimeMs, bytes });
  memoryBytes += bytes.length;
  return bytes;
}

function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  stats: Stats,
  cacheControl: string,
  extra: Record<string, string> = {},
): void {
  const chosen = representation(req, file, stats);
  // One ETag per coding: a cache holding the Brotli bytes must not revalidate them as the gzip or plain ones.
  const tag = chosen.coding ? `-${variantOf[chosen.coding].tag}` : "";
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}${tag}"`;
  const headers: Record<string, string> = {
    ...extra,
    "content-type": contentTypes[extension(file)] ?? "application/octet-stream",
    "cache-control": cacheControl,
    etag,
    "x-content-type-options": "nosniff",
  };
  if (compressibleTypes.has(extension(file))) headers.vary = "accept-encoding";
  if (chosen.coding) headers["content-encoding"] = chosen.coding;
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const bytes = req.method === "HEAD" ? null : memoryBytesOf(chosen);
  res.writeHead(200, { ...headers, "content-length": chosen.size });
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  if (bytes) {
    res.end(bytes);
    return;
  }
  // pipeline, not pipe: a read error (file replaced mid-rebuild) ends this response instead of the process.
  pipeline(createReadStream(chosen.path), res, (err) => {
    if (err && !res.destroyed) res.destroy();
  });
}

function statFile(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Serves /loader.js, /widget/*, /sdk/*, the SDK frame pages (/web/3.109.0/html/*, with SDK_FRAME_CSP) and the SDK
 * reference (/docs/sdk/*) from dist/. Returns false when the path is not a static path;
 * answers 404 when it is one but the file is missing or the name is unsafe.
 */
export function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  distDir: string,
  widgetDir = "widget",
): boolean {
  let file: string | null;
  let cache = shortLived;
  let extra: Record<string, string> | undefined;
  if (pathname === "/docs/sdk") {
    res.writeHead(301, { location: "/docs/sdk/", "cache-control": "no-store" });
    res.end();
    return true;
  }
  if (pathname === "/loader.js") {
    // The demo bundle (dist/widget-demo) carries its own loader, which names the demo entry chunk.
    file = widgetDir === "widget" ? join(distDir, "loader.js") : join(distDir, widgetDir, "loader.js");
  } else {
    const mount = staticMounts(distDir, widgetDir).find((m) => pathname.startsWith(m.prefix));
    if (!mount) return false;
    const rest = pathname.slice(mount.prefix.length);
    const unaliased = mount.alias ? rest.replace(mount.alias, "") : rest;
    const relative = mount.index && (unaliased === "" || unaliased.endsWith("/")) ? unaliased + mount.index : unaliased;
    file = resolveInside(mount.dir, relative);
    cache = mount.cache(relative);
    extra = mount.headers;
  }
  const stats = file && !variantFile.test(file) ? statFile(file) : null;
  if (!file || !stats) {
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" });
    res.end("Not found\n");
    return true;
  }
  sendFile(req, res, file, stats, cache, extra);
  return true;
}
