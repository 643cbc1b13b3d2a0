import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import { build } from "esbuild";

const require = createRequire(import.meta.url);

/**
 * Browser-only packages the widget code imports (reached through the markup route's imports): their
 * subpaths are directory imports Node's ESM loader refuses, so they are bundled instead of left external.
 */
const bundleBrowserDeps = {
  name: "bundle-browser-deps",
  setup(b) {
    b.onResolve({ filter: /^@stripe\/stripe-js\/pure$/ }, () => ({ path: require.resolve("@stripe/stripe-js/dist/pure.mjs") }));
    b.onResolve({ filter: /^braintree-web\/[\w-]+$/ }, (args) => ({ path: require.resolve(args.path) }));
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
    logLevel: "warning",
    plugins: [bundleBrowserDeps],
  });
}
