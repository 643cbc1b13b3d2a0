import { rmSync } from "node:fs";
import { build } from "esbuild";

/** Bundles the reference server for Node; npm packages (better-sqlite3 is native) stay external. */
export async function buildServer() {
  rmSync("dist/server", { recursive: true, force: true });
  await build({
    entryPoints: ["demo-site/server/index.ts"],
    outfile: "dist/server/index.mjs",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    sourcemap: true,
    jsx: "automatic", // the markup route renders the widget's React components
    logLevel: "warning",
  });
}
