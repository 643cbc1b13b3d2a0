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
    plugins: [skipWidgetLazyChunks],
    logLevel: "warning",
  });
}
