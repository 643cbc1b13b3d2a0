import { expect, test } from "@playwright/test";
import { openParityPage } from "./harness/page.ts";
import { report, runScenarios } from "./harness/run.ts";
import { threeDSecureScenarios } from "./scenarios/three-d-secure.ts";

// Each scenario runs against braintree-web 3.109.0 and then against our SDK (each on a fresh page: both load the
// fake Cardinal Songbird into one global) with the same fake gateway; requests and outcomes must match.
test("three-d-secure behaves like braintree-web 3.109.0", async ({ page }) => {
  test.setTimeout(300_000);
  const pp = await openParityPage(page);
  const outcomes = await runScenarios(pp, threeDSecureScenarios);
  report("three-d-secure", outcomes);
  for (const o of outcomes) expect.soft(o.reasons, o.name).toEqual([]);
});
