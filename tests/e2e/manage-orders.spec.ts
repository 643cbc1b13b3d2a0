import { PDFDocument } from "pdf-lib";
import { expect, test, type Page } from "@playwright/test";
import { decodeQr, extractImages } from "../../demo-site/server/testing/pdf-images.ts";
import { ADA, chooseTickets, fillDetails, openCheckout } from "./checkout-fixtures.ts";
import { expectNoSeriousAxeFindings } from "./manage-app-helpers.ts";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { startHostPage, type HostPage } from "./support/host-page.ts";
import { failOnPageErrors } from "./support/page-errors.ts";

// Support work in the back office, end to end in demo mode (the sandbox plays the payment and the refund, the
// demo's catcher keeps the mails): a buyer takes the last two tickets of an event; the organizer finds the order by
// the code scanned off one ticket, refunds that one ticket, sees the provider confirm it on the timeline; the buyer's
// refund mail is in the catcher, and the widget offers the place again.

let api: DemoServer;
let host: HostPage;
test.beforeAll(async () => {
  [api, host] = await Promise.all([startDemoServer({ env: { DEMO_MODE: "1" } }), startHostPage()]);
});
test.afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await Promise.all([api?.close(), host?.close()]);
});

failOnPageErrors(test);

const EVENT = "108"; // "Last tickets — Secret Show": 2 of its 50 Standing tickets left
const EVENT_NAME = "Last tickets — Secret Show";
const EMAIL = "refund-buyer@example.org";

/** The buyer takes both last Standing tickets with the sandbox card; returns the ticket download link. */
async function buyTheLastTwo(page: Page): Promise<string> {
  const w = await openCheckout(page, api, host, { event: EVENT });
  await chooseTickets(w, "Standing", 2);
  await fillDetails(w, { ...ADA, email: EMAIL });
  await w.getByRole("button", { name: "Next" }).click();
  const card = w.locator("[part~=payment-method][data-method=card]");
  await expect(card).toBeEnabled();
  await expect(async () => {
    await card.click();
    await expect(w.getByTestId("sandbox-adapter")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await w.getByTestId("sandbox-adapter").getByRole("button", { name: "Pay", exact: true }).click();
  await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toBeVisible({ timeout: 20_000 });
  return (await w.getByRole("link", { name: /Download tickets/ }).getAttribute("href"))!;
}

/** The codes of the tickets' QR codes, read off the PDF as a scanner would. */
async function scannedCodes(page: Page, ticketUrl: string): Promise<string[]> {
  const pdf = await PDFDocument.load(await (await page.request.get(ticketUrl)).body());
  return extractImages(pdf).map((png) => decodeQr(png)!);
}

/** The event's widget on a fresh host page. */
const widget = (page: Page) => openCheckout(page, api, host, { event: EVENT });

test("find an order by a ticket's code, refund that ticket: the provider confirms on the timeline, the buyer is mailed, the place is on sale again", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const ticketUrl = await buyTheLastTwo(page);
  const codes = await scannedCodes(page, ticketUrl);
  expect(codes).toHaveLength(2);
  await expect(await widget(page)).toContainText(/sold out/i);

  await page.goto(`${api.origin}/manage/demo`);
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Search" }).fill(codes[1]!);
  await page.getByRole("button", { name: "Find" }).click();
  const rows = page.getByRole("table", { name: "Orders" }).getByRole("row");
  await expect(rows).toHaveCount(2); // the header and the one order
  await expect(rows.nth(1)).toContainText(EMAIL);
  await expectNoSeriousAxeFindings(page, "the orders list");
  await rows.nth(1).getByRole("link").click();

  await expect(page.getByRole("heading", { name: /^Order /, level: 1 })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  const total = (await page.getByTestId("order-total").textContent())!; // both tickets and the fees
  const tickets = page.getByRole("table", { name: "Tickets" });
  await expect(tickets.getByRole("row")).toHaveCount(3);
  await expect(page.getByTestId("timeline")).toContainText("Order placed");
  await expect(page.getByTestId("timeline")).toContainText("Paid");
  await expectNoSeriousAxeFindings(page, "the order");

  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: /^Refund order / });
  await expect(dialog.getByText(`Up to ${total} can be refunded.`)).toBeVisible();
  await dialog.getByRole("radio", { name: "Chosen tickets" }).check();
  // React Aria's checkbox: its input is visually hidden, the person clicks its label.
  await dialog.locator("label").filter({ hasText: codes[1] }).click();
  await expect(dialog.getByRole("checkbox", { name: `Standing · ${codes[1]}` })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Put the refunded tickets back on sale" })).toBeChecked();
  await expectNoSeriousAxeFindings(page, "the refund dialog");
  await dialog.getByRole("button", { name: "Refund", exact: true }).click();
  const asked = page.getByRole("status").filter({ hasText: /^Refund of €\d+\.\d\d: / });
  await expect(asked).toBeVisible();
  const amount = /€\d+\.\d\d/.exec((await asked.textContent())!)![0];
  expect(Number(amount.slice(1))).toBeGreaterThanOrEqual(22); // one Standing ticket, and its share of any fee
  expect(Number(amount.slice(1))).toBeLessThan(Number(total.slice(1)));

  const timeline = page.getByTestId("timeline");
  await expect(timeline).toContainText("Refund asked for");
  await expect(timeline).toContainText("Refund confirmed by the provider", { timeout: 30_000 });
  await expect(page.getByRole("table", { name: "Refunds" })).toContainText("Refunded");
  const voided = tickets.getByRole("row").filter({ hasText: codes[1]! });
  await expect(voided).toContainText("Void (refunded)");
  await expect(tickets.getByRole("row").filter({ hasText: codes[0]! })).toContainText("Valid");
  await expect(page.getByTestId("order-status")).toHaveText("Partly refunded");

  await expect(async () => {
    await page.goto(`${api.origin}/demo/mail`);
    await expect(
      page
        .locator("#mails li")
        .filter({ hasText: EMAIL })
        .getByRole("link", { name: `Your refund for ${EVENT_NAME}` })
        .first(),
    ).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page
    .locator("#mails li")
    .filter({ hasText: EMAIL })
    .getByRole("link", { name: `Your refund for ${EVENT_NAME}` })
    .first()
    .click();
  await expect(page.locator("pre.mail-text")).toContainText(amount);

  const w = await widget(page);
  await expect(w.locator("[part~=ticket]").filter({ hasText: "Standing" })).toContainText("Only 1 left");
});
