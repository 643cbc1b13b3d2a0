import { defineConfig } from "@playwright/test";
import { chromiumPath, chromiumArgs } from "./tests/e2e/support/chromium.ts";

// Every spec starts the servers it needs on ephemeral ports (see tests/e2e/support), so specs and
// workers never collide and nothing depends on a port being free.
export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: ".test-results/playwright.json" }]],
  use: {
    headless: true,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: "off",
  },
});
