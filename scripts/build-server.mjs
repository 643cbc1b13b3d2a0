import { rmSync } from "node:fs";
import { build } from "esbuild";

/**
 * The markup route renders step 1 only. The widget's later steps and payment adapters are `import()`ed on demand
 * in the browser; bundling them into the server would pull provider packages (e.g. `@stripe/stripe-js/pure`, a
 * directory import Node's ESM loader refuses) into its top-level imports. Dynamic imports made by widget code are
 * left out of the server bundle: server rendering never reaches them.
 */
const skipWidgetLazyChunks = {
  name: "skip-widget-lazy-chunks",
  setup(b) {
    b.onResolve({ filter: /.*/ }, (args) =>
      args.kind === "dynamic-import" && /[\\/]widget[\\/]/.test(args.importer) ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * esbuild options for the reference server bundle, shared by the build and by the tests that start the server
 * in child processes (demo-site/server/testing/child-server.ts). npm packages (better-sqlite3 is native) stay external.
 */
export function serverEsbuildOptions(entryPoint, outfile) {
  return {
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    jsx: "automatic", // the markup route renders the widget's React components
    plugins: [skipWidgetLazyChunks],
    logLevel: "warning",
  };
}

/** Bundles the reference server into dist/server. */
export async function buildServer() {
  rmSync("dist/server", { recursive: true, force: true });
  await build({ ...serverEsbuildOptions("demo-site/server/index.ts", "dist/server/index.mjs"), sourcemap: true });
}
