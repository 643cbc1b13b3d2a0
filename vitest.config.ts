import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vitest/config";
import { PREACT_ALIAS } from "./scripts/preact-alias.mjs";

/** preact/compat with `act` (which the tests import from `react`). */
const REACT_ON_PREACT = fileURLToPath(new URL("./widget/testing/react-on-preact.mjs", import.meta.url));

/**
 * The widget runs on Preact (scripts/preact-alias.mjs), so its tests do too: React's specifiers resolve to
 * Preact's, in our files and in the packages the widget uses (jotai, inlined below so that its `react` import
 * goes through here). Except `ticket-checkout/react` (widget/react/): it is for React apps, and its tests use React.
 */
const preactForTheWidget: Plugin = {
  name: "preact-for-the-widget",
  enforce: "pre",
  async resolveId(source, importer) {
    const target = source === "react" ? REACT_ON_PREACT : PREACT_ALIAS[source];
    if (!target || /[\\/]widget[\\/](react|testing)[\\/]/.test(importer ?? "")) return null;
    return this.resolve(target, importer, { skipSelf: true });
  },
};

// Unit tests sit beside the code they test. Browser tests live in tests/e2e and run under Playwright.
// Files that need Node (the server) opt out of happy-dom with a `// @vitest-environment node` docblock.
export default defineConfig({
  plugins: [preactForTheWidget],
  test: {
    environment: "happy-dom",
    include: ["{widget,loader,sdk,demo-site,scripts}/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
    exclude: ["node_modules", "dist", "tests/e2e"],
    testTimeout: 20_000,
    // One environment per worker instead of one per file: 128 files took 153 s with isolation (happy-dom set-up
    // and module imports, not the tests) and 38 s without. Tests that need fresh module state say so
    // (vi.resetModules(), clearClientCache()); the suite passes in shuffled file orders (--sequence.shuffle.files).
    isolate: false,
    server: { deps: { inline: ["jotai"] } },
  },
});
