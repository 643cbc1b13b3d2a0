// The back office's single-page app (demo-site/manage/) into dist/manage/: content-hashed ESM chunks, one per
// screen beyond the sign-in screen, its stylesheet with a hashed name, and manifest.json, which the page shell
// (demo-site/server/pages/manage-page.ts) reads to name the entry, the stylesheet and the files to preload.
// Nothing here is shared with the widget's build: the widget's step-1 file never sees this code.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { basename } from "node:path";
import { build } from "esbuild";
import { PRODUCTION } from "./production-define.mjs";
import { HASHED_CHUNKS, commonJsAsModulePlugin, entryOutputOf, staticClosure } from "./build-widget.mjs";
import { buildCheckIn } from "./build-check-in.mjs";

const outdir = "dist/manage";
const entry = "demo-site/manage/main.tsx";
const stylesheet = "demo-site/manage/manage.css";

/** A short content hash, the way esbuild names the chunks (so an unchanged file keeps its URL across deploys). */
const shortHash = (bytes) => createHash("sha256").update(bytes).digest("base64url").slice(0, 10);

/**
 * Builds the app and writes dist/manage/manifest.json: `entry` (the script the page loads), `initial` (what the
 * entry imports statically: the sign-in screen's code, preloaded), `css` (the stylesheet), `files` (every chunk)
 * and `checkIn` (the door scanner's worker, web app manifest, decoder .wasm and the files its worker keeps;
 * build-check-in.mjs). Cleans only its own output.
 */
export async function buildManage() {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  // Chunked as the widget is, for the same browsers.
  const result = await build({
    ...HASHED_CHUNKS,
    entryPoints: { manage: entry },
    outdir,
    define: PRODUCTION,
    // React as plain ES modules, as in the widget (build-widget.mjs says why: fewer getters on every hook call).
    plugins: [commonJsAsModulePlugin],
  });
  const outputs = result.metafile.outputs;
  const entryOutput = entryOutputOf(result.metafile, entry, "manage");
  const css = readFileSync(stylesheet);
  const cssName = `manage-${shortHash(css)}.css`;
  copyFileSync(stylesheet, `${outdir}/${cssName}`);
  const manifest = {
    entry: basename(entryOutput),
    initial: staticClosure(result.metafile, entryOutput).map((f) => basename(f)),
    css: cssName,
    files: Object.keys(outputs)
      .filter((f) => f.endsWith(".js"))
      .map((f) => basename(f)),
    checkIn: await buildCheckIn({ outdir, metafile: result.metafile, entryOutput, css: cssName }),
  };
  writeFileSync(`${outdir}/manifest.json`, JSON.stringify(manifest, null, 2) + "\n");
  writeFileSync(`${outdir}/metafile.json`, JSON.stringify(result.metafile));
  return manifest;
}
