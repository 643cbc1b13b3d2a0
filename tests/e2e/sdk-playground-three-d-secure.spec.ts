import { expect, test } from "@playwright/test";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { pressIssuerButton } from "./support/fake-issuer.ts";
import { card, newest, openPlayground, press } from "./support/playground.ts";

let server: DemoServer;
test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await server?.close();
});

// The playground's 3-D Secure card, offline: the demo server's local gateway serves the lookup, the JWT
// validation and a fake Songbird (below its assetsUrl), so a merchant developer can try every flow.
test("SDK playground 3-D Secure: challenge approved, canceled in the frame and by Escape, frictionless, inline frame, version error", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const problems = await openPlayground(page, server.origin);
  const issuer = page.locator('iframe[name="cardinal-fake-acs"]');
  await expect(issuer).toHaveCount(0);

  await page.getByTestId("tds-verify").click();
  await pressIssuerButton(page, "Submit");
  const approved = newest(page, "three-d-secure", "verifyCard");
  await expect(approved).toHaveAttribute("data-status", "ok");
  await expect(approved).toContainText('"liabilityShifted": true');
  // The card's onLookupComplete logged the lookup before the challenge.
  await expect(card(page, "three-d-secure").locator('li[data-call="onLookupComplete"]').first()).toContainText(
    '"requiresUserAuthentication": true',
  );
  await expect(issuer).toHaveCount(0);

  // Cancel inside the issuer's page: the card's customer-canceled handler logs it, and no liability shift.
  await page.getByTestId("tds-verify").click();
  await pressIssuerButton(page, "Cancel");
  await expect(newest(page, "three-d-secure", "verifyCard")).toContainText('"liabilityShifted": false');
  await expect(card(page, "three-d-secure").locator('li[data-call="customer-canceled"]')).toContainText("in the frame");

  await page.getByTestId("tds-verify").click();
  await expect(issuer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(newest(page, "three-d-secure", "verifyCard").getByTestId("error-code")).toHaveText(
    '"THREEDS_CARDINAL_SDK_CANCELED"',
  );

  await page.getByTestId("tds-nonce").selectOption("fake-frictionless-nonce");
  const frictionless = await press(page, "three-d-secure", "tds-verify", "verifyCard");
  await expect(frictionless).toContainText('"nonce": "3ds-fake-frictionless-nonce"');

  // 2-inline-iframe: the card's own area holds the challenge frame while it runs.
  await page.getByTestId("tds-nonce").selectOption("fake-challenge-nonce");
  await page.getByTestId("tds-version").selectOption("2-inline-iframe");
  await expect(page.getByTestId("tds-inline")).toBeHidden();
  await page.getByTestId("tds-verify").click();
  await expect(page.getByTestId("tds-inline").locator('iframe[name="cardinal-fake-acs"]')).toBeVisible();
  await pressIssuerButton(page, "Submit");
  await expect(newest(page, "three-d-secure", "verifyCard")).toContainText('"liabilityShifted": true');

  await page.getByTestId("tds-version").selectOption("1");
  const unsupported = await press(page, "three-d-secure", "tds-verify", "verifyCard");
  await expect(unsupported.getByTestId("error-code")).toHaveText('"THREEDS_UNSUPPORTED_VERSION"');
  expect(problems).toEqual([]);
});
