import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { build } from "esbuild";
import { minify } from "terser";
import { mergeInitialChunks } from "./merge-initial.mjs";
import { minifyCssTemplatesPlugin } from "./minify-css-templates.mjs";
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
  const { code: out } = await minify(code, {
    ecma: 2020,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  });
  if (!out) throw new Error("terser returned no code for loader.js");
  return out;
}

/**
 * esbuild's options for a browser app split into content-hashed ES module chunks, the widget's and the back office's
 * (build-manage.mjs): minified for BROWSERS (an organizer's office machine is no newer than a buyer's phone), with
 * the metafile that names the entry's output (entryOutputOf) and what it imports (staticClosure).
 */
export const HASHED_CHUNKS = {
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
  logLevel: "warning",
};

/** The output file a HASHED_CHUNKS build wrote for `entry` (as given in entryPoints); `part` names it in the error. */
export function entryOutputOf(metafile, entry, part) {
  const found = Object.keys(metafile.outputs).find((f) => metafile.outputs[f].entryPoint === entry);
  if (!found) throw new Error(`${part} build: no output for ${entry}`);
  return found;
}

/** Output files the entry imports statically (what the browser needs before the element can render). */
export function staticClosure(metafile, entryOutput) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imp of metafile.outputs[file]?.imports ?? [])
      if (imp.kind === "import-statement" && !imp.external) visit(imp.path);
  };
  visit(entryOutput);
  return [...seen];
}

/**
 * V8's explicit compile hint (Chrome 136+; other engines read a comment): every function of a file marked so is
 * compiled eagerly, on the background thread that streams the file in, instead of on the main thread when first
 * called. React DOM is one CommonJS factory of 209 KB, compiled lazily at its first call: 120 ms of main-thread
 * time at 4x CPU (CPU profile). Only the step-1 files get it: all of their code runs on load; a lazy chunk may not.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * React DOM's client build is CommonJS: esbuild wraps its 209 KB in one factory function that runs when first
 * required, so V8 parses and compiles all of it on the main thread then, whatever the streaming compiler did. As a
 * module, that code is top-level, which V8 compiles while the file streams in. The rewrite is of the import and
 * export statements only (three requires, three exports); any other shape fails the build (a React upgrade that
 * changes it must be looked at).
 */
export function reactDomClientAsModule(source) {
  const requires =
    'var Scheduler = require("scheduler"),\n  React = require("react"),\n  ReactDOM = require("react-dom");';
  const exported = ["createRoot", "hydrateRoot", "version"];
  const uses = source.match(/\brequire\(|\bexports\.|\bmodule\.exports\b/g) ?? [];
  if (
    !source.includes(requires) ||
    uses.length !== 3 + exported.length ||
    exported.some((name) => source.split(`\nexports.${name} = `).length !== 2)
  )
    throw new Error("widget build: react-dom's client build no longer has the shape reactDomClientAsModule rewrites");
  let out = source.replace(
    requires,
    'import * as Scheduler from "scheduler";\nimport * as React from "react";\nimport * as ReactDOM from "react-dom";',
  );
  for (const name of exported) out = out.replace(`\nexports.${name} = `, `\nexport const ${name} = `);
  return out;
}

const require = createRequire(import.meta.url);

/**
 * The absolute path of a file inside an installed package ("react-dom/cjs/…"): found through the package's
 * package.json, since the packages' `exports` hide their cjs/ folders from `require.resolve`.
 */
function packageFile(path) {
  const [pkg, ...rest] = path.split("/");
  return join(dirname(require.resolve(`${pkg}/package.json`)), ...rest);
}

/** Serves `react-dom/client` as reactDomClientAsModule's rewrite of its production build. */
const reactDomClientPlugin = {
  name: "react-dom-client-as-module",
  setup(build) {
    const file = packageFile("react-dom/cjs/react-dom-client.production.js");
    build.onResolve({ filter: /^react-dom\/client$/ }, () => ({ path: file }));
    build.onLoad({ filter: /react-dom-client\.production\.js$/ }, ({ path }) => ({
      contents: reactDomClientAsModule(readFileSync(path, "utf8")),
      loader: "js",
      resolveDir: dirname(path),
    }));
  },
};

/**
 * React, React DOM's shared half, the JSX runtime and the scheduler are CommonJS. esbuild gives every module that
 * imports one of them its own copy of the exports (`__toESM`: a new object and a getter per export, 19 modules
 * times React's 46 in step 1), and every hook or `jsx()` call then goes through such a getter. A CPU profile of
 * step 1's evaluation (6 loads at 4x CPU, names kept) had `__copyProps` and `__toESM` at 132 of 628 samples. Each
 * is served instead as a small ES module over its production file: one `require`, its exports as plain constants,
 * which every importer then uses directly. Requires from inside the CommonJS files keep esbuild's own resolution
 * (`react/index.js` requires the same production file, so there is still one React).
 */
export const COMMONJS_AS_MODULE = {
  react: "react/cjs/react.production.js",
  "react/jsx-runtime": "react/cjs/react-jsx-runtime.production.js",
  "react-dom": "react-dom/cjs/react-dom.production.js",
  scheduler: "scheduler/cjs/scheduler.production.js",
};

/** The ES module that stands for `specifier` (a key of COMMONJS_AS_MODULE): its production file's exports. */
export function commonJsModuleSource(specifier) {
  const file = packageFile(COMMONJS_AS_MODULE[specifier]);
  const names = Object.keys(require(file));
  if (!names.length || names.some((name) => !/^[A-Za-z_$][\w$]*$/.test(name) || name === "default"))
    throw new Error(`widget build: ${specifier}'s exports are not plain names: ${names.join(", ")}`);
  return {
    file,
    contents: `const m = require(${JSON.stringify(file)});\nexport default m;\nexport const { ${names.join(", ")} } = m;\n`,
  };
}

export const commonJsAsModulePlugin = {
  name: "commonjs-as-module",
  setup(build) {
    const filter = new RegExp(`^(${Object.keys(COMMONJS_AS_MODULE).join("|").replace(/[/-]/g, "\\$&")})$`);
    build.onResolve({ filter }, ({ path, kind }) =>
      kind === "require-call" ? undefined : { path, namespace: "commonjs-as-module" },
    );
    build.onLoad({ filter: /.*/, namespace: "commonjs-as-module" }, ({ path }) => {
      const { file, contents } = commonJsModuleSource(path);
      return { contents, loader: "js", resolveDir: dirname(file) };
    });
  },
};

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
    ...HASHED_CHUNKS,
    entryPoints: { checkout: "widget/register.ts" },
    outdir,
    // Production code of the libraries: jotai reads `import.meta.env?.MODE` (without it, its store ran its
    // development checks in every browser).
    define: { ...PRODUCTION, __SANDBOX__: sandbox ? "true" : "false" },
    plugins: [reactDomClientPlugin, commonJsAsModulePlugin, minifyCssTemplatesPlugin],
  });
  const outputs = widget.metafile.outputs;
  const entryOutput = entryOutputOf(widget.metafile, "widget/register.ts", "widget");
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
    if (language)
      step1Locales[language] = staticClosure(widget.metafile, file)
        .filter((f) => f !== entryOutput)
        .map((f) => basename(f));
  }
  const manifest = {
    entry: basename(entryFile),
    // The code needed to show step 1: the entry, joined with every chunk it imported statically.
    initial: [basename(entryFile)],
    step1Locales,
    files: Object.keys(outputs)
      .filter((f) => f.endsWith(".js"))
      .map((f) => basename(f === entryOutput ? entryFile : f)),
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
