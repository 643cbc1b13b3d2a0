import { expect, test } from "@playwright/test";
import { openParityPage } from "./harness/page.ts";
import { report, runScenarios } from "./harness/run.ts";
import { venmoScenarios } from "./scenarios/venmo.ts";

// Each scenario runs against braintree-web 3.109.0 and then against our SDK on the same page and fake gateway;
// the requests sent and the outcome (value or error code/type/message) must match. See harness/run.ts.
test("venmo behaves like braintree-web 3.109.0", async ({ page }) => {
  test.setTimeout(300_000);
  const pp = await openParityPage(page);
  const outcomes = await runScenarios(pp, venmoScenarios);
  report("venmo", outcomes);
  for (const o of outcomes) expect.soft(o.reasons, o.name).toEqual([]);
});
