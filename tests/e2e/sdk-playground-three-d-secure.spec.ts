import { expect, test, type Page } from "@playwright/test";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { pressIssuerButton } from "./support/fake-issuer.ts";

let server: DemoServer;
test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server?.close();
});

async function click(page: Page, testId: string) {
  const before = await page.getByTestId("log").locator("li").count();
  await page.getByTestId(testId).click();
  await expect(page.getByTestId("log").locator("li")).not.toHaveCount(before);
}
const newest = (page: Page, label: string) => page.getByTestId("log").locator("li", { hasText: label }).first();

// The playground's 3-D Secure section, offline: the demo server's local gateway serves the lookup, the JWT
// validation and a fake Songbird (below its assetsUrl), so a merchant developer can try every flow.
test("SDK playground 3-D Secure: challenge approved, canceled by Escape, frictionless, version error", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(server.origin + "/playground/");
  await click(page, "create-client");

  await click(page, "tds-verify");
  await pressIssuerButton(page, "Submit");
  const approved = newest(page, "threeDSecure.verifyCard");
  await expect(approved).toHaveAttribute("data-status", "ok");
  await expect(approved).toContainText('"liabilityShifted": true');

  await page.getByTestId("tds-verify").click();
  await expect(page.locator('iframe[name="cardinal-fake-acs"]')).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(newest(page, "threeDSecure.verifyCard")).toContainText("THREEDS_CARDINAL_SDK_CANCELED");

  await page.getByTestId("tds-nonce").selectOption("fake-frictionless-nonce");
  await page.getByTestId("tds-verify").click();
  await expect(newest(page, "threeDSecure.verifyCard")).toContainText('"nonce": "3ds-fake-frictionless-nonce"');

  await page.getByTestId("tds-version").selectOption("1");
  await page.getByTestId("tds-verify").click();
  await expect(newest(page, "threeDSecure.verifyCard")).toContainText("THREEDS_UNSUPPORTED_VERSION");
});
