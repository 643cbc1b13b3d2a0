import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { rewriteDeclarationSpecifiers } from "./build-sdk.mjs";

const root = join(import.meta.dirname, "..");
const outDir = join(root, "dist", "react");

/**
 * `ticket-checkout/react`: widget/react/index.ts → dist/react/index.js (ESM, React external: the app's React is a
 * peer) and its declarations → dist/react/types/ (tsconfig.react.json). Cleans only dist/react. Fails when any
 * package code (React included) would be bundled.
 */
export async function buildReact() {
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: [join(root, "widget/react/index.ts")],
    outfile: join(outDir, "index.js"),
    bundle: true,
    format: "esm",
    platform: "neutral",
    target: ["es2020"],
    external: ["react", "react/*"],
    metafile: true,
    legalComments: "none",
    // esbuild drops the module's directive when bundling: React Server Components need it to treat this as client code.
    banner: { js: '"use client";' },
    logLevel: "warning",
  });
  const bundled = Object.keys(result.metafile.inputs).filter((input) => input.includes("node_modules"));
  if (bundled.length) throw new Error(`build-react: package code bundled: ${bundled.join(", ")}`);
  const tsc = spawnSync(
    process.execPath,
    [join(root, "node_modules", "typescript", "bin", "tsc"), "-p", "tsconfig.react.json"],
    { cwd: root, stdio: "inherit" },
  );
  if (tsc.status !== 0) throw new Error("build-react: declaration emit failed (tsc -p tsconfig.react.json)");
  rewriteDeclarationSpecifiers(join(outDir, "types"));
  if (!existsSync(join(outDir, "types", "react", "index.d.ts")))
    throw new Error("build-react: missing dist/react/types/react/index.d.ts");
  console.log("build react: dist/react/index.js");
}
