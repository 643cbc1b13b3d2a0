// Builds the payments SDK: dist/sdk/<module>.js (ESM, minified, code-split so the client and shared helpers
// live in one dist/sdk/chunk-*.js every module imports) and dist/types/sdk/<module>/index.d.ts.
// Cleans only dist/sdk and dist/types. A module is any sdk/<name>/ folder with an index.ts (sdk/lib is helpers).
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
  statSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Module folder names that have an index.ts (e.g. client, vault-manager, ...). */
export function sdkModules() {
  const sdkDir = join(root, "sdk");
  return readdirSync(sdkDir)
    .filter((name) => name !== "lib" && statSync(join(sdkDir, name)).isDirectory())
    .filter((name) => existsSync(join(sdkDir, name, "index.ts")))
    .sort();
}

function listFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

// Sources import siblings as "./x.ts" (house style). TypeScript accepts that in declaration files, but
// older TypeScript versions and other tools expect "./x.js" next to x.d.ts, so the emitted specifiers are rewritten.
export function rewriteDeclarationSpecifiers(dir) {
  for (const file of listFiles(dir).filter((f) => f.endsWith(".d.ts"))) {
    const text = readFileSync(file, "utf8");
    const next = text.replace(/(from\s+|import\(\s*)(["'])(\.{1,2}\/[^"']+?)\.ts\2/g, "$1$2$3.js$2");
    if (next !== text) writeFileSync(file, next);
  }
}

/** esbuild options for the SDK modules (exported so tests can build into a scratch directory). */
export function sdkEsbuildOptions(outDir, modules = sdkModules()) {
  return {
    absWorkingDir: root,
    entryPoints: modules.map((name) => ({ in: `sdk/${name}/index.ts`, out: name })),
    outdir: outDir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2020"],
    minify: true,
    sourcemap: false,
    chunkNames: "chunk-[hash]",
    legalComments: "none",
    logLevel: "warning",
  };
}

/**
 * Our frame pages (popup landing, return and cancel pages, overlays): every sdk/<folder>/frames/<name>.html is
 * copied to <outDir>/<name>.html and, when <name>.ts sits beside it, that script is bundled to <outDir>/<name>.js
 * (the page loads it by a relative src: no inline script, so the pages run under `script-src 'self'`). Other .ts
 * files in frames/ are helpers the scripts import. Names are flat in the output, so a name used twice fails.
 */
export function sdkFrames() {
  const sdkDir = join(root, "sdk");
  const pages = readdirSync(sdkDir)
    .filter((folder) => existsSync(join(sdkDir, folder, "frames")))
    .flatMap((folder) =>
      readdirSync(join(sdkDir, folder, "frames"))
        .filter((f) => f.endsWith(".html"))
        .map((f) => ({ name: f.slice(0, -5), dir: join(sdkDir, folder, "frames") })),
    );
  const seen = new Set();
  for (const { name } of pages) {
    if (seen.has(name)) throw new Error(`build-sdk: two frame pages are named ${name}.html`);
    seen.add(name);
  }
  return pages.sort((a, b) => a.name.localeCompare(b.name));
}

/** Builds the frame pages into outDir (dist/sdk/html): copies each .html, bundles each page script. */
export async function buildFrames(outDir) {
  const pages = sdkFrames();
  mkdirSync(outDir, { recursive: true });
  for (const { name, dir } of pages) copyFileSync(join(dir, `${name}.html`), join(outDir, `${name}.html`));
  const scripts = pages.filter(({ name, dir }) => existsSync(join(dir, `${name}.ts`)));
  if (scripts.length) {
    await build({
      absWorkingDir: root,
      entryPoints: scripts.map(({ name, dir }) => ({ in: join(dir, `${name}.ts`), out: name })),
      outdir: outDir,
      bundle: true,
      format: "iife",
      platform: "browser",
      target: ["es2020"],
      minify: true,
      legalComments: "none",
      logLevel: "warning",
    });
  }
  return pages.map((p) => p.name);
}

export async function buildSdk() {
  const outDir = join(root, "dist", "sdk");
  const typesDir = join(root, "dist", "types");
  rmSync(outDir, { recursive: true, force: true });
  rmSync(typesDir, { recursive: true, force: true });

  const modules = sdkModules();
  await build(sdkEsbuildOptions(outDir, modules));
  const frames = await buildFrames(join(outDir, "html"));

  const tsc = spawnSync(
    process.execPath,
    [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.sdk.json"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (tsc.status !== 0) throw new Error("build-sdk: declaration emit failed (tsc -p tsconfig.sdk.json)");
  rewriteDeclarationSpecifiers(typesDir);
  for (const name of modules) {
    if (!existsSync(join(typesDir, "sdk", name, "index.d.ts"))) throw new Error(`build-sdk: missing types for ${name}`);
  }
  console.log(`build sdk: ${modules.join(", ")}; frames: ${frames.join(", ")}`);
}
