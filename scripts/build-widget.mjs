import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { build } from "esbuild";

const outdir = "dist/widget";

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

const fail = (file) => {
  throw new Error(`widget build: "${file}" is not named chunk-<hash>.js, which the loader's preload list assumes`);
};

/**
 * Builds the widget into content-hashed ESM chunks under dist/widget (plus manifest.json), then the loader
 * into dist/loader.js with the entry chunk's name baked in. Cleans only its own output.
 */
export async function buildWidget() {
  rmSync(outdir, { recursive: true, force: true });
  rmSync("dist/loader.js", { force: true });
  mkdirSync(outdir, { recursive: true });
  const widget = await build({
    entryPoints: { checkout: "widget/register.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["chrome109", "firefox115", "safari16"],
    minify: true,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
    jsx: "automatic",
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });
  const outputs = widget.metafile.outputs;
  const entryOutput = Object.keys(outputs).find((f) => outputs[f].entryPoint === "widget/register.ts");
  if (!entryOutput) throw new Error("widget build: no output for widget/register.ts");
  const initial = staticClosure(widget.metafile, entryOutput);
  const manifest = {
    entry: basename(entryOutput),
    // The entry plus every chunk it imports statically: the code needed to show step 1.
    initial: initial.map((f) => basename(f)),
    files: Object.keys(outputs).filter((f) => f.endsWith(".js")).map((f) => basename(f)),
  };
  writeFileSync(`${outdir}/manifest.json`, JSON.stringify(manifest, null, 2) + "\n");
  writeFileSync(`${outdir}/metafile.json`, JSON.stringify(widget.metafile));
  await build({
    entryPoints: ["loader/index.ts"],
    outfile: "dist/loader.js",
    bundle: true,
    format: "iife",
    platform: "browser",
    target: ["chrome109", "firefox115", "safari16"],
    minify: true,
    legalComments: "none",
    define: {
      __WIDGET_ENTRY__: JSON.stringify(manifest.entry),
      // Only the hash of each chunk-<hash>.js: every byte of the loader counts.
      __WIDGET_PRELOAD__: JSON.stringify(
        manifest.initial.filter((f) => f !== manifest.entry).map((f) => /^chunk-(\w+)\.js$/.exec(f)?.[1] ?? fail(f)),
      ),
    },
    logLevel: "warning",
  });
  return manifest;
}
