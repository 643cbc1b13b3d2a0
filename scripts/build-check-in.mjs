// The door scanner's extra files in dist/manage/ (called by build-manage.mjs after the app's build): zxing-wasm's
// reader .wasm under the name engine/decoder.ts asks for (served from our origin, never a CDN), the app's icons
// (drawn here as PNGs: no image tool needed), the web app manifest, and the service worker built from
// demo-site/manage/check-in/sw.ts with the list of files it keeps for a reload offline.
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { basename } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import { build } from "esbuild";
import { HASHED_CHUNKS, staticClosure } from "./build-widget.mjs";

const WASM = "node_modules/zxing-wasm/dist/reader/zxing_reader.wasm";
const SW = "demo-site/manage/check-in/sw.ts";
const ASSETS = "/manage/assets/";
export const THEME = [0x1f, 0x2a, 0x44];

const sha256 = (bytes) => createHash("sha256").update(bytes);

/** A PNG of a size×size square: the theme colour with a white check mark (the installed app's icon). */
export function iconPng(size) {
  const rows = [];
  // The check mark: two strokes, from (0.28, 0.52) to (0.44, 0.68) to (0.74, 0.36), in units of the size.
  const segments = [
    [0.28, 0.52, 0.44, 0.68],
    [0.44, 0.68, 0.74, 0.36],
  ];
  const half = 0.055;
  const near = (x, y) =>
    segments.some(([x1, y1, x2, y2]) => {
      const dx = x2 - x1;
      const dy = y2 - y1;
      const t = Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy)));
      return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy)) <= half;
    });
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const rgb = near((x + 0.5) / size, (y + 0.5) / size) ? [255, 255, 255] : THEME;
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, "ascii");
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/**
 * The app's files the scanner needs offline: the first screen's, and each lazily loaded chunk of the scanner
 * (demo-site/manage/check-in/), the language packs and the decoder's polyfill, with everything they import.
 */
function scannerFiles(metafile, entryOutput) {
  const wanted =
    /demo-site\/manage\/check-in\/|demo-site\/manage\/i18n\/packs\/|node_modules\/(barcode-detector|zxing-wasm)\//;
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    for (const f of staticClosure(metafile, file)) seen.add(f);
    for (const f of staticClosure(metafile, file))
      for (const imp of metafile.outputs[f]?.imports ?? []) {
        if (imp.kind !== "dynamic-import" || imp.external) continue;
        const inputs = Object.keys(metafile.outputs[imp.path]?.inputs ?? {});
        if (inputs.some((i) => wanted.test(i))) visit(imp.path);
      }
  };
  visit(entryOutput);
  return [...seen].map((f) => basename(f));
}

/** Writes the scanner's files into `outdir`; returns their names for the app's manifest.json. */
export async function buildCheckIn({ outdir, metafile, entryOutput, css }) {
  const wasmBytes = readFileSync(WASM);
  const wasmHash = sha256(wasmBytes).digest("hex");
  const wasm = `zxing_reader-${wasmHash.slice(0, 16)}.wasm`;
  copyFileSync(WASM, `${outdir}/${wasm}`);
  const icons = [192, 512].map((size) => {
    const png = iconPng(size);
    const name = `check-in-icon-${size}-${sha256(png).digest("base64url").slice(0, 10)}.png`;
    writeFileSync(`${outdir}/${name}`, png);
    return { src: ASSETS + name, sizes: `${size}x${size}`, type: "image/png", purpose: "any" };
  });
  const hex = `#${THEME.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  const webManifest = {
    name: "Ticket check-in",
    short_name: "Check-in",
    id: "/manage/check-in/",
    start_url: "/manage/check-in/",
    scope: "/manage/check-in/",
    display: "standalone",
    orientation: "portrait",
    background_color: hex,
    theme_color: hex,
    icons,
  };
  writeFileSync(`${outdir}/check-in.webmanifest`, JSON.stringify(webManifest, null, 2) + "\n");
  const precache = [...scannerFiles(metafile, entryOutput), css, wasm].map((f) => ASSETS + f);
  // The worker's cache is named after what it keeps: a deploy that changes any of it installs a new worker.
  const version = sha256(JSON.stringify(precache)).digest("base64url").slice(0, 12);
  await build({
    ...HASHED_CHUNKS,
    // A classic script: a module worker is not registered by every browser the app supports.
    format: "iife",
    splitting: false,
    metafile: false,
    entryPoints: [SW],
    entryNames: "check-in-sw",
    outdir,
    define: { __PRECACHE__: JSON.stringify(precache), __VERSION__: JSON.stringify(version) },
  });
  return { wasm, sw: "check-in-sw.js", webManifest: "check-in.webmanifest", precache };
}
