// Precompresses the files the reference server sends to browsers (demo-site/server/http/static.ts): next to each
// text file of at least 1 KiB it writes <file>.br (Brotli, quality 11) and <file>.gz (gzip -9), each only when
// smaller than the file. Compressing at build time lets the server answer with the best ratio at no CPU cost per
// request; quality 11 is far too slow to run on the fly.
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions worth compressing (images and fonts in dist/ are compressed formats already). */
export const COMPRESSIBLE = new Set([".js", ".mjs", ".json", ".css", ".html", ".svg", ".map"]);

/** Below this, the bytes saved do not pay for a second file and a content-encoding header. */
export const MIN_BYTES = 1024;

const dist = join(import.meta.dirname, "..", "dist");

/**
 * What each build part serves to browsers, by part name (scripts/build-part.mjs). dist/server, dist/types and
 * dist/react are never sent by the server, so they are left alone.
 */
export const COMPRESSED_PATHS = {
  widget: [join(dist, "loader.js"), join(dist, "widget"), join(dist, "widget-demo")],
  sdk: [join(dist, "sdk")],
  manage: [join(dist, "manage")],
};

// Each job holds one libuv thread-pool thread for its Brotli pass; more jobs than cores only queue (the pool
// has 4 threads by default) and would slow the rest of a parallel build.
const defaultConcurrency = Math.max(1, Math.min(4, availableParallelism()));

const variants = [
  { suffix: ".br", compress: (data) => brotli(data, brotliOptions(data.length)) },
  { suffix: ".gz", compress: (data) => gzipAsync(data, { level: 9 }) },
];

function brotliOptions(size) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  };
}

/** Every compressible file under `path` (a file or a directory), with its size. */
async function candidates(path) {
  const stats = await stat(path);
  if (stats.isFile()) return COMPRESSIBLE.has(extname(path)) ? [{ file: path, size: stats.size }] : [];
  if (!stats.isDirectory()) return [];
  const entries = await readdir(path);
  const nested = await Promise.all(entries.map((name) => candidates(join(path, name))));
  return nested.flat();
}

/** Writes through a temporary name so a server reading dist/ meanwhile never sends a half-written variant. */
async function writeAtomically(target, data) {
  const temporary = `${target}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, target);
}

/** Writes the variants of one file that are smaller than it; removes any others (left from an earlier run). */
async function compressFile({ file, size }) {
  const result = { file, size, br: null, gz: null };
  if (size < MIN_BYTES) {
    await Promise.all(variants.map((v) => rm(file + v.suffix, { force: true })));
    return result;
  }
  const data = await readFile(file);
  // One after the other: the job is what the concurrency limit counts, so it should use one thread at a time.
  for (const variant of variants) {
    const compressed = await variant.compress(data);
    if (compressed.length < data.length) {
      await writeAtomically(file + variant.suffix, compressed);
      result[variant.suffix.slice(1)] = compressed.length;
    } else {
      await rm(file + variant.suffix, { force: true });
    }
  }
  return result;
}

/** Runs `task` over `items` with at most `limit` running at once; keeps the order of `items` in the result. */
async function mapLimited(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Writes <file>.br and <file>.gz next to every compressible file (COMPRESSIBLE, at least MIN_BYTES) under `paths`
 * (files or directories). Resolves one entry per compressible file: its size and each variant's size, or null
 * where none was kept; plus the time taken.
 */
export async function compressDist(paths, { concurrency = defaultConcurrency } = {}) {
  const started = performance.now();
  const found = (await Promise.all(paths.map(candidates))).flat();
  // Largest first: the big chunks take most of the time, and starting them last would leave one core idle at the end.
  found.sort((a, b) => b.size - a.size);
  const files = await mapLimited(found, concurrency, compressFile);
  return { files, ms: performance.now() - started };
}

/** One log line for a compressDist result. */
export function compressionSummary({ files, ms }) {
  const compressed = files.filter((f) => f.br !== null || f.gz !== null);
  const sum = (pick) => compressed.reduce((total, f) => total + pick(f), 0);
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  return (
    `compress: ${compressed.length} of ${files.length} files, ${kb(sum((f) => f.size))} → ` +
    `br ${kb(sum((f) => f.br ?? f.size))}, gzip ${kb(sum((f) => f.gz ?? f.size))} in ${Math.round(ms)} ms`
  );
}
