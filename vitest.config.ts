import { defineConfig } from "vitest/config";

// Unit tests sit beside the code they test. Browser tests live in tests/e2e and run under Playwright.
// Files that need Node (the server) opt out of happy-dom with a `// @vitest-environment node` docblock.
export default defineConfig({
  test: {
    environment: "happy-dom",
    include: ["{widget,loader,sdk,demo-site,scripts}/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}"],
    exclude: ["node_modules", "dist", "tests/e2e"],
    // The store suites run on SQLite and on PostgreSQL: this finds the PostgreSQL server (TEST_DATABASE_URL).
    globalSetup: ["scripts/vitest-postgres.mjs"],
    testTimeout: 20_000,
    // One environment per worker instead of one per file: 128 files took 153 s with isolation (happy-dom set-up
    // and module imports, not the tests) and 38 s without. Tests that need fresh module state say so
    // (vi.resetModules(), clearClientCache()); the suite passes in shuffled file orders (--sequence.shuffle.files).
    isolate: false,
  },
});
