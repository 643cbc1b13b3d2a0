import { expect, test } from "@playwright/test";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { startHostPage, type HostPage } from "./support/host-page.ts";
import { failOnPageErrors } from "./support/page-errors.ts";
import { cspViolations, expectNoSeriousAxeFindings, recordCspViolations } from "./manage-app-helpers.ts";
import { chooseTickets, fillDetails } from "./checkout-fixtures.ts";

// The back office's app end to end, as an organizer uses it: the demo organizer signs in, creates an event with
// a ticket type and a voucher, copies the snippet into their own page (another origin: 127.0.0.1 vs localhost),
// a buyer takes a free ticket there, and the event's sale then shows it. axe looks at every screen on the way;
// no page error and no CSP violation is allowed.

let api: DemoServer;
let host: HostPage;

test.beforeAll(async () => {
  [api, host] = await Promise.all([startDemoServer({ env: { DEMO_MODE: "1" } }), startHostPage()]);
});
test.afterAll(async () => {
  await Promise.all([api.close(), host.close()]);
});

failOnPageErrors(test);

test("the demo organizer sets up a sale in the app, a buyer takes a free ticket, the app shows 1 sold", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: api.origin });
  await recordCspViolations(page);

  await page.goto(`${api.origin}/manage/`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await expectNoSeriousAxeFindings(page, "sign-in");

  await page.goto(`${api.origin}/manage/demo`);
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Available — Summer Open Air" })).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the events list");

  await page.getByRole("button", { name: "New event" }).click();
  const dialog = page.getByRole("dialog", { name: "New event" });
  await dialog.getByLabel("Name").fill("Harbour Gala");
  await dialog.getByLabel("Time zone").fill("Europe/Berlin");
  await dialog.getByLabel("Start", { exact: true }).fill("2031-05-01T19:30");
  await expectNoSeriousAxeFindings(page, "the new-event dialog");
  await dialog.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("heading", { name: "Harbour Gala", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Start", { exact: true })).toHaveValue("2031-05-01T19:30");
  await page.getByLabel("Venue").fill("Harbour Hall");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the event editor");

  await page.getByRole("link", { name: "Ticket types" }).click();
  await page.getByRole("button", { name: "Add a ticket type" }).click();
  const ticketDialog = page.getByRole("dialog", { name: "Add a ticket type" });
  await ticketDialog.getByLabel("Name").fill("Free entry");
  await ticketDialog.getByLabel("Price").fill("0.00");
  await ticketDialog.getByLabel("Stock").fill("50");
  await ticketDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("cell", { name: "Free entry", exact: true })).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the ticket types");

  await page.getByRole("link", { name: "Vouchers" }).click();
  await page.getByRole("button", { name: "Add a voucher" }).click();
  const voucherDialog = page.getByRole("dialog", { name: "Add a voucher" });
  await voucherDialog.getByLabel("Code").fill("GALA10");
  await voucherDialog.getByLabel("Discount in percent").fill("10");
  await voucherDialog.getByLabel("Maximum uses").fill("5");
  await voucherDialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("cell", { name: "GALA10", exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "0 / 5" })).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the vouchers");

  await page.getByRole("link", { name: "Snippet" }).click();
  const snippetBlock = page.getByTestId("snippet-element");
  await expect(snippetBlock).toContainText("loader.js");
  await page.getByRole("button", { name: "Copy" }).first().click();
  await expect(page.getByText("Copied.")).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toBe(await snippetBlock.innerText());
  // The live preview: the checkout of the new event, in the app's page.
  await expect(page.locator("ticket-checkout").getByText("Free entry")).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the snippet");
  expect(await cspViolations(page), "CSP violations in the app").toEqual([]);

  const buyer = await context.newPage();
  host.set("/gala", `<!doctype html><html lang="en"><body><h1>Harbour Gala</h1>\n${snippet}\n</body></html>`);
  await buyer.goto(`${host.origin}/gala`);
  const w = buyer.locator("ticket-checkout");
  await expect(w.getByText("Free entry")).toBeVisible();
  await chooseTickets(w, "Free entry");
  await fillDetails(w);
  await w.getByRole("button", { name: "Download tickets" }).click();
  await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toBeVisible();
  await buyer.close();

  await page.getByRole("link", { name: "Sale" }).click();
  await expect(page.getByTestId("sold-total")).toHaveText("1 sold");
  await expect(page.getByRole("row", { name: /Free entry/ })).toContainText("49");
  await expectNoSeriousAxeFindings(page, "the sale");
  expect(await cspViolations(page), "CSP violations in the app").toEqual([]);
});
