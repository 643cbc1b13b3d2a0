import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { build } from "esbuild";
import { minify } from "terser";
import { mergeInitialChunks } from "./merge-initial.mjs";
import { minifyCssTemplatesPlugin } from "./minify-css-templates.mjs";
import { PREACT_ALIAS } from "./preact-alias.mjs";
import { PRODUCTION } from "./production-define.mjs";

const outdir = "dist/widget";
/** The demo bundle: same code plus the sandbox payment adapter (`__SANDBOX__` true), with its own loader. */
const demoOutdir = "dist/widget-demo";
/** The browsers every widget file is built for (the split build, the join of step 1, the loader, the frame files). */
const BROWSERS = ["chrome109", "firefox115", "safari16"];

/**
 * A second minification of loader.js by terser, after esbuild has bundled it. Every organizer page loads this
 * one file, and its budget is 1.5 KB gzip: terser's compressor (function inlining, two passes) took 39 B more off
 * it than esbuild's minifier (1,562 -> 1,523 B gzip), room the font warm-up (loader/warm-fonts.ts) needed. The
 * widget's chunks stay with esbuild alone: on the step-1 file terser saved 1.6 % (94,104 -> 92,608 B) for 3.6 s.
 */
export async function minifyLoader(code) {
  const { code: out } = await minify(code, { ecma: 2020, compress: { passes: 2 }, mangle: true, format: { comments: false } });
  if (!out) throw new Error("terser returned no code for loader.js");
  return out;
}

/** Output files the entry imports statically (what the browser needs before the element can render). */
export function staticClosure(metafile, entryOutput) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of metafile.outputs[file]?.imports ?? []) if (imp.kind === "import-statement" && !imp.external) visit(imp.path);
  };
  visit(entryOutput);
  return [...seen];
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of a file marked so is
 * compiled eagerly, on the background thread that streams the file in, instead of on the main thread when first
 * called. Measured when step 1 carried React DOM (one CommonJS factory of 209 KB, compiled lazily at its first
 * call: 120 ms of main-thread time at 4x CPU, CPU profile); not measured again since the widget runs on Preact.
 * Only the step-1 files get it: all of their code runs on load; a lazy chunk may not.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Builds the production widget into content-hashed ESM chunks under dist/widget (plus manifest.json) and the
 * loader into dist/loader.js with the entry chunk's name baked in; then the demo variant (sandbox payment
 * adapter compiled in) into dist/widget-demo with its loader at dist/widget-demo/loader.js. The production
 * bundle is built with `__SANDBOX__` false, so esbuild drops the sandbox adapter from it entirely.
 * Cleans only its own output.
 */
export async function buildWidget() {
  const manifest = await buildVariant({ dir: outdir, loaderFile: "dist/loader.js", sandbox: false });
  await buildVariant({ dir: demoOutdir, loaderFile: `${demoOutdir}/loader.js`, sandbox: true });
  return manifest;
}

async function buildVariant({ dir: outdir, loaderFile, sandbox }) {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(loaderFile, { force: true });
  mkdirSync(outdir, { recursive: true });
  const widget = await build({
    entryPoints: { checkout: "widget/register.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: BROWSERS,
    minify: true,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    jsx: "automatic",
    legalComments: "none",
    // Production code of the libraries: jotai reads `import.meta.env?.MODE` (without it, its store ran its
    // development checks in every browser).
    define: { ...PRODUCTION, __SANDBOX__: sandbox ? "true" : "false" },
    alias: PREACT_ALIAS,
    plugins: [minifyCssTemplatesPlugin],
    logLevel: "warning",
  });
  const outputs = widget.metafile.outputs;
  const entryOutput = Object.keys(outputs).find((f) => outputs[f].entryPoint === "widget/register.ts");
  if (!entryOutput) throw new Error("widget build: no output for widget/register.ts");
  // Step 1's code as one file (merge-initial.mjs says why); the chunks it joined become facades for later chunks.
  const entryFile = await mergeInitialChunks({
    outdir,
    metafile: widget.metafile,
    entryOutput,
    initial: staticClosure(widget.metafile, entryOutput),
    target: BROWSERS,
  });
  writeFileSync(entryFile, COMPILE_HINT + readFileSync(entryFile, "utf8")); // must be the first line
  // Step 1 in another language than English also fetches that language's strings before hydrating
  // (widget/i18n/load-locale.ts): its chunks beyond `initial`, per language.
  const step1Locales = {};
  for (const [file, output] of Object.entries(outputs)) {
    const language = /^widget\/i18n\/packs\/(\w+)\.ts$/.exec(output.entryPoint ?? "")?.[1];
    // The step-1 chunks it imports are facades now (a few bytes each, see merge-initial.mjs), so they count.
    if (language) step1Locales[language] = staticClosure(widget.metafile, file).filter((f) => f !== entryOutput).map((f) => basename(f));
  }
  const manifest = {
    entry: basename(entryFile),
    // The code needed to show step 1: the entry, joined with every chunk it imported statically.
    initial: [basename(entryFile)],
    step1Locales,
    files: Object.keys(outputs).filter((f) => f.endsWith(".js")).map((f) => basename(f === entryOutput ? entryFile : f)),
    /** Iframe mode's two scripts (stable names, built apart from the chunks above). */
    embed: ["frame-host.js", "frame-page.js"],
  };
  writeFileSync(`${outdir}/manifest.json`, JSON.stringify(manifest, null, 2) + "\n");
  writeFileSync(`${outdir}/metafile.json`, JSON.stringify(widget.metafile)); // esbuild's, from before the join
  const loader = await build({
    entryPoints: ["loader/index.ts"],
    write: false,
    bundle: true,
    format: "iife",
    platform: "browser",
    target: BROWSERS,
    minify: true,
    legalComments: "none",
    define: { __WIDGET_ENTRY__: JSON.stringify(manifest.entry) },
    logLevel: "warning",
  });
  writeFileSync(loaderFile, await minifyLoader(loader.outputFiles[0].text));
  // Iframe mode (loader/frame-host.ts on the host page, widget/embed/frame-page.ts in the frame): stable names,
  // built on their own so the widget's chunks stay as they are; the frame page imports the entry by name.
  await build({
    entryPoints: { "frame-host": "loader/frame-host.ts", "frame-page": "widget/embed/frame-page.ts" },
    outdir,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: BROWSERS,
    minify: true,
    legalComments: "none",
    define: { __WIDGET_ENTRY__: JSON.stringify(`./${manifest.entry}`) },
    logLevel: "warning",
  });
  return manifest;
}
