import { expect, test, type Page } from "@playwright/test";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";

// The playground's PayPal and SEPA sections on the built demo server: our frame pages come from the server's
// /web/3.109.0/html/ (its strict CSP), the approval pages from its local gateway. A merchant developer's clicks.
let server: DemoServer;
test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  await server?.close();
});
test.describe.configure({ timeout: 60_000 });

async function newest(page: Page, count: number) {
  await expect(page.getByTestId("log").locator("li")).toHaveCount(count, { timeout: 20_000 });
  return page.getByTestId("log").locator("li").first();
}

async function popupFrom(page: Page, testId: string) {
  const popup = page.waitForEvent("popup");
  await page.getByTestId(testId).click();
  return popup;
}

test("playground: PayPal approve and cancel, SEPA approve and a failing mandate, against the local gateway", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("popup", (p) => p.on("console", (m) => /Content Security Policy/i.test(m.text()) && problems.push(m.text())));
  await page.goto(server.origin + "/playground/");
  await page.getByTestId("create-client").click();
  await expect(await newest(page, 1)).toHaveAttribute("data-status", "ok");

  // PayPal: approve.
  let popup = await popupFrom(page, "pp-tokenize");
  await popup.locator("#approve").click();
  let entry = await newest(page, 2);
  await expect(entry).toHaveAttribute("data-status", "ok");
  await expect(entry).toContainText('"nonce": "tokenpp_PAY_EC_FAKE1000"');
  await expect.poll(() => popup.isClosed()).toBe(true);

  // PayPal: cancel.
  popup = await popupFrom(page, "pp-tokenize");
  await popup.locator("#cancel").click();
  entry = await newest(page, 3);
  await expect(entry).toHaveAttribute("data-status", "error");
  await expect(entry).toContainText("PAYPAL_POPUP_CLOSED");

  // SEPA: approve.
  popup = await popupFrom(page, "sepa-tokenize");
  await expect(popup.locator("h1")).toHaveText("Fake bank: approve SEPA Direct Debit mandate");
  await popup.locator("#approve").click();
  entry = await newest(page, 4);
  await expect(entry).toContainText('"nonce": "tokensepa_3000"');
  await expect(entry).toContainText('"ibanLastFour": "3000"');

  // SEPA with the gateway failing the mandate.
  await page.getByTestId("fail-endpoint").selectOption("sepa_debit");
  await page.getByTestId("fail-kind").selectOption({ label: "HTTP 500" });
  await page.getByTestId("apply-mode").click();
  await newest(page, 5);
  await page.getByTestId("sepa-tokenize").click();
  entry = await newest(page, 6);
  await expect(entry).toHaveAttribute("data-status", "error");
  await expect(entry).toContainText("SEPA_CREATE_MANDATE_FAILED");
  expect(problems).toEqual([]);
});

test("playground: Venmo QR overlay with the fake phone: scan and approve, then fail and close", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => /Content Security Policy/i.test(m.text()) && problems.push(m.text()));
  await page.goto(server.origin + "/playground/");
  await page.getByTestId("create-client").click();
  await expect(await newest(page, 1)).toHaveAttribute("data-status", "ok");
  const frame = page.frameLocator('iframe[title="Venmo Desktop"]');

  await page.getByTestId("venmo-tokenize").click();
  await expect(frame.locator("#scan svg path")).toBeAttached();
  await page.getByTestId("venmo-scan").click();
  await expect(frame.getByText("Authorize on your Venmo app")).toBeVisible();
  await page.getByTestId("venmo-approve").click();
  await expect(frame.getByText("Venmo account authorized")).toBeVisible();
  const approved = page.getByTestId("log").locator("li", { hasText: "venmo.tokenize()" }).first();
  await expect(approved).toHaveAttribute("data-status", "ok", { timeout: 10_000 });
  await expect(approved).toContainText('"type": "VenmoAccount"');

  await page.getByTestId("venmo-tokenize").click();
  await expect(frame.locator("#scan svg path")).toBeAttached();
  await page.getByTestId("venmo-fail").click();
  await expect(frame.locator("#error-message")).toHaveText("Something went wrong");
  await frame.locator("#close").click();
  const canceled = page.getByTestId("log").locator("li", { hasText: "venmo.tokenize()" }).first();
  await expect(canceled).toContainText("VENMO_DESKTOP_CANCELED");
  await expect(page.locator('iframe[title="Venmo Desktop"]')).toHaveCount(0);
  expect(problems).toEqual([]);
});
