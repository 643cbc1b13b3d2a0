import { expect, test, type Page } from "@playwright/test";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { failGateway, newest, openPlayground, press } from "./support/playground.ts";

// The playground's PayPal, SEPA and Venmo cards on the built demo server: our frame pages come from the server's
// /web/3.109.0/html/ (its strict CSP), the approval pages from its local gateway. A merchant developer's clicks.
let server: DemoServer;
test.beforeAll(async () => {
  server = await startDemoServer();
});
test.afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await server?.close();
});
test.describe.configure({ timeout: 60_000 });

async function popupFrom(page: Page, testId: string) {
  const popup = page.waitForEvent("popup");
  await page.getByTestId(testId).click();
  return popup;
}

test("playground: PayPal approve and cancel, SEPA approve and a failing mandate, against the local gateway", async ({
  page,
}) => {
  const problems = await openPlayground(page, server.origin);

  // PayPal: approve.
  let popup = await popupFrom(page, "pp-tokenize");
  await popup.locator("#approve").click();
  let entry = newest(page, "paypal", "payWithPayPal");
  await expect(entry).toHaveAttribute("data-status", "ok", { timeout: 20_000 });
  await expect(entry).toContainText('"nonce": "tokenpp_PAY_EC_FAKE1000"');
  await expect.poll(() => popup.isClosed()).toBe(true);

  // PayPal: cancel.
  popup = await popupFrom(page, "pp-tokenize");
  await popup.locator("#cancel").click();
  entry = newest(page, "paypal", "payWithPayPal");
  await expect(entry).toHaveAttribute("data-status", "error", { timeout: 20_000 });
  await expect(entry).toContainText("PAYPAL_POPUP_CLOSED");

  // SEPA: approve.
  popup = await popupFrom(page, "sepa-tokenize");
  await expect(popup.locator("h1")).toHaveText("Fake bank: approve SEPA Direct Debit mandate");
  await popup.locator("#approve").click();
  entry = newest(page, "sepa", "payBySepa");
  await expect(entry).toContainText('"nonce": "tokensepa_3000"', { timeout: 20_000 });
  await expect(entry).toContainText('"ibanLastFour": "3000"');

  // SEPA with the gateway failing the mandate.
  await failGateway(page, "sepa_debit", "HTTP 500");
  entry = await press(page, "sepa", "sepa-tokenize", "payBySepa");
  await expect(entry).toHaveAttribute("data-status", "error");
  await expect(entry.getByTestId("error-code")).toHaveText('"SEPA_CREATE_MANDATE_FAILED"');
  expect(problems).toEqual([]);
});

test("playground: Venmo QR overlay with the fake phone, shown only while the flow runs: scan and approve, then fail and close", async ({
  page,
}) => {
  const problems = await openPlayground(page, server.origin);
  const phone = page.getByRole("region", { name: "The customer's phone (fake Venmo app)" });
  const frame = page.frameLocator('iframe[title="Venmo Desktop"]');
  await expect(phone).toBeHidden();

  await page.getByTestId("venmo-tokenize").click();
  await expect(phone).toBeVisible();
  await expect(frame.locator("#scan svg path")).toBeAttached();
  await page.getByTestId("venmo-scan").click();
  await expect(frame.getByText("Authorize on your Venmo app")).toBeVisible();
  await page.getByTestId("venmo-approve").click();
  await expect(frame.getByText("Venmo account authorized")).toBeVisible();
  const approved = newest(page, "venmo", "payWithVenmo");
  await expect(approved).toHaveAttribute("data-status", "ok", { timeout: 10_000 });
  await expect(approved).toContainText('"type": "VenmoAccount"');
  await expect(phone).toBeHidden();

  await page.getByTestId("venmo-tokenize").click();
  await expect(frame.locator("#scan svg path")).toBeAttached();
  await page.getByTestId("venmo-fail").click();
  await expect(frame.locator("#error-message")).toHaveText("Something went wrong");
  await frame.locator("#close").click();
  const canceled = newest(page, "venmo", "payWithVenmo");
  await expect(canceled.getByTestId("error-code")).toHaveText('"VENMO_DESKTOP_CANCELED"');
  await expect(page.locator('iframe[title="Venmo Desktop"]')).toHaveCount(0);
  await expect(phone).toBeHidden();
  expect(problems).toEqual([]);
});

test("playground: Venmo desktop web login, the popup and our backdrop, with a fake Venmo to approve or cancel", async ({
  page,
}) => {
  // Venmo's login page cannot be reached from here, as for anyone running the demo offline.
  const toVenmo: string[] = [];
  await page.context().route("https://account.venmo.com/**", (route) => {
    toVenmo.push(route.request().url());
    return route.abort("internetdisconnected");
  });
  const problems = await openPlayground(page, server.origin);
  const venmo = page.getByRole("region", { name: "Venmo's site (fake)" });
  await page.getByTestId("venmo-flow").selectOption("desktop-web-login");
  await expect(venmo).toBeHidden();

  // Approve: the popup opens on our landing page, goes to Venmo's, and the fake Venmo sends it back.
  let popup = await popupFrom(page, "venmo-tokenize");
  await expect(venmo).toBeVisible();
  await expect(page.getByText("What would you like to do?")).toBeVisible();
  await expect.poll(() => toVenmo.length).toBe(1);
  expect(new URL(toVenmo[0]!).searchParams.get("resource_id")).toMatch(/^venmo-context-\d+$/);
  await page.getByTestId("venmo-web-approve").click();
  const approved = newest(page, "venmo", "payWithVenmo");
  await expect(approved).toHaveAttribute("data-status", "ok", { timeout: 15_000 });
  await expect(approved).toContainText('"type": "VenmoAccount"');
  await expect(approved).toContainText('"username": "@venmojoe"');
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(venmo).toBeHidden();
  await expect(page.getByText("What would you like to do?")).toBeHidden();

  // Cancel in Venmo: the SDK's status check reads it.
  popup = await popupFrom(page, "venmo-tokenize");
  await expect.poll(() => toVenmo.length).toBe(2);
  await page.getByTestId("venmo-web-cancel").click();
  const canceled = newest(page, "venmo", "payWithVenmo");
  await expect(canceled.getByTestId("error-code")).toHaveText('"VENMO_CUSTOMER_CANCELED"', { timeout: 15_000 });
  await expect(venmo).toBeHidden();
  expect(problems).toEqual([]);
});
