// The server bundle, dist/server/index.mjs. serverEsbuildOptions() is the one config, also used by the
// child-process tests, so the tests run the server as it ships.
import { rmSync } from "node:fs";
import { build } from "esbuild";
import { minifyCssTemplatesPlugin } from "./minify-css-templates.mjs";
import { PRODUCTION } from "./production-define.mjs";

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
      args.kind === "dynamic-import" && /[\\/]widget[\\/]/.test(args.importer)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/**
 * The packages of the markup route's render, bundled with the server: React and react-dom/server (the same React as
 * in the browser) and jotai, each with its production code (React picks it from NODE_ENV, jotai from
 * `import.meta.env.MODE`, both defined below; `node dist/server/index.mjs` sets neither, and leaving React to Node
 * had run its development build on every render).
 */
const BUNDLED = /^(react|react-dom|scheduler|jotai)(\/|$)/;

/** Every other npm package stays external (better-sqlite3 is native; the rest is loaded as it is). */
const externalPackages = {
  name: "external-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED.test(args.path) || args.path.startsWith("node:") ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * esbuild options for the reference server bundle, shared by the build and by the tests that start the server
 * in child processes (demo-site/server/testing/child-server.ts).
 */
export function serverEsbuildOptions(entryPoint, outfile) {
  return {
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    jsx: "automatic", // the markup route renders the widget's components
    define: PRODUCTION,
    // react-dom/server is CommonJS and requires Node's modules; an ES module has no `require` of its own.
    banner: {
      js: 'import { createRequire as __serverRequire } from "node:module";\nconst require = __serverRequire(import.meta.url);',
    },
    plugins: [externalPackages, skipWidgetLazyChunks, minifyCssTemplatesPlugin],
    logLevel: "warning",
  };
}

/** Bundles the reference server into dist/server. */
export async function buildServer() {
  rmSync("dist/server", { recursive: true, force: true });
  await build({ ...serverEsbuildOptions("demo-site/server/index.ts", "dist/server/index.mjs"), sourcemap: true });
}
