import { join } from "node:path";
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
// refund mail is in the catcher, and the widget offers the place again. Then the rest of support's work: a buyer's
// address changed and the tickets sent there again, the fresh sign-in a refund asks for, a refund the provider refuses
// handled from the attention list, and an event canceled with its progress.

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

/** The buyer pays `count` of `ticket` with the sandbox card; returns the ticket download link. */
async function buy(page: Page, event: string, ticket: string, count: number, email: string): Promise<string> {
  const w = await openCheckout(page, api, host, { event });
  await chooseTickets(w, ticket, count);
  await fillDetails(w, { ...ADA, email });
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

/** Waits (the sender polls every second) until the demo's catcher has a mail `subject` to `email`; opens it. */
async function openCaughtMail(page: Page, email: string, subject: string): Promise<void> {
  const link = page.locator("#mails li").filter({ hasText: email }).getByRole("link", { name: subject }).first();
  await expect(async () => {
    await page.goto(`${api.origin}/demo/mail`);
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await link.click();
}

/** Signs in as the demo organizer and opens the one order that `search` finds. */
async function openOrder(page: Page, search: string): Promise<void> {
  await page.goto(`${api.origin}/manage/demo`);
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
  await page.getByRole("textbox", { name: "Search" }).fill(search);
  await page.getByRole("button", { name: "Find" }).click();
  const rows = page.getByRole("table", { name: "Orders" }).getByRole("row");
  await expect(rows).toHaveCount(2); // the header and the one order
  await expectNoSeriousAxeFindings(page, "the orders list");
  await shot(page, "list");
  await rows.nth(1).getByRole("link").click();
  await expect(page.getByRole("heading", { name: /^Order /, level: 1 })).toBeVisible();
}

/** The codes of the tickets' QR codes, read off the PDF as a scanner would. */
async function scannedCodes(page: Page, ticketUrl: string): Promise<string[]> {
  const pdf = await PDFDocument.load(await (await page.request.get(ticketUrl)).body());
  return extractImages(pdf).map((png) => decodeQr(png)!);
}

/** ORDER_SHOTS=DIR saves the screens as DIR/orders-<name>.png (for the docs). */
async function shot(page: Page, name: string): Promise<void> {
  if (process.env.ORDER_SHOTS)
    await page.screenshot({ path: join(process.env.ORDER_SHOTS, `orders-${name}.png`), fullPage: true });
}

/** The event's widget on a fresh host page. */
const widget = (page: Page) => openCheckout(page, api, host, { event: EVENT });

test("find an order by a ticket's code, refund that ticket: the provider confirms on the timeline, the buyer is mailed, the place is on sale again", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const ticketUrl = await buy(page, EVENT, "Standing", 2, EMAIL);
  const codes = await scannedCodes(page, ticketUrl);
  expect(codes).toHaveLength(2);
  await expect(await widget(page)).toContainText(/sold out/i);

  await openOrder(page, codes[1]!);
  await expect(page.getByText(`Ada Lovelace <${EMAIL}>`)).toBeVisible();
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
  await expect(timeline).toContainText("Order placed by the buyer");
  await expect(timeline).toContainText("Refund asked for by demo-owner@example.org"); // the team member who did it
  await expect(timeline).toContainText("Refund confirmed by the provider", { timeout: 30_000 });
  await expect(page.getByRole("table", { name: "Refunds" })).toContainText("Refunded");
  const voided = tickets.getByRole("row").filter({ hasText: codes[1]! });
  await expect(voided).toContainText("Void (refunded)");
  await expect(tickets.getByRole("row").filter({ hasText: codes[0]! })).toContainText("Valid");
  await expect(page.getByTestId("order-status")).toHaveText("Partly refunded");
  await shot(page, "order");

  await openCaughtMail(page, EMAIL, `Your refund for ${EVENT_NAME}`);
  await expect(page.locator("pre.mail-text")).toContainText(amount);

  const w = await widget(page);
  await expect(w.locator("[part~=ticket]").filter({ hasText: "Standing" })).toContainText("Only 1 left");
});

test("change the buyer's address and resend; a refund the provider refuses needs attention and is marked refunded outside; cancel the event with its progress", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const first = "first-address@example.org";
  const second = "second-address@example.org";
  await buy(page, "101", "Standard", 1, first);
  await openOrder(page, first);

  await page.getByRole("button", { name: "Change the buyer" }).click();
  const change = page.getByRole("dialog", { name: "Change the buyer" });
  await change.getByRole("textbox", { name: "E-mail" }).fill(second);
  await expectNoSeriousAxeFindings(page, "the attendee dialog");
  await change.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The next mail goes to the new address." })).toBeVisible();
  await expect(page.getByText(`Ada Lovelace <${second}>`)).toBeVisible();
  await expect(page.getByTestId("timeline")).toContainText("Attendee changed");
  await page.getByRole("button", { name: "Send the tickets again" }).click();
  await expect(page.getByRole("status").filter({ hasText: `on their way to ${second}` })).toBeVisible();
  await expect(page.getByTestId("timeline")).toContainText("Tickets sent again");
  const orderUrl = page.url();
  await openCaughtMail(page, second, "Your tickets for Available — Summer Open Air");

  // The provider the order was paid with refuses its next refund.
  await page.goto(orderUrl);
  const provider = (await page.getByRole("table", { name: "Payments" }).getByRole("row").nth(1).textContent())!;
  const name = ["stripe", "paypal", "braintree", "mollie"].find((p) => provider.toLowerCase().includes(p))!;
  await page.request.post(`${api.origin}/sandbox/control`, {
    data: { target: `${name}.refund`, outcome: "fail", times: 1 },
  });
  // A stale session: the server first asks for a fresh sign-in (answered here: the demo's session is fresh), which
  // opens over the refund dialog; cancelling it refunds nothing and leaves the dialog to try again.
  const refunds = "**/api/manage/organizers/1/orders/*/refunds";
  await page.route(refunds, (route) =>
    route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "reauth_required", message: "Sign in again." } }),
    }),
  );
  await page.getByRole("button", { name: "Refund", exact: true }).click();
  const refundDialog = page.getByRole("dialog", { name: /^Refund order / });
  await refundDialog.getByRole("button", { name: "Refund" }).click();
  const reauth = page.getByRole("dialog", { name: "Confirm it is you" });
  await expect(reauth.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
  await reauth.getByRole("button", { name: "Cancel" }).click();
  await expect(reauth).toHaveCount(0);
  await expect(refundDialog.getByRole("alert")).toBeVisible();
  await page.unroute(refunds);
  await refundDialog.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Failed." })).toBeVisible();
  await expect(page.getByTestId("timeline")).toContainText("Refund failed");

  await page.getByRole("link", { name: "Orders", exact: true }).first().click();
  await page.getByRole("link", { name: "Refunds that need attention" }).click();
  const rows = page.getByRole("table", { name: "Refunds that need attention" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText("sandbox driven to fail");
  await expectNoSeriousAxeFindings(page, "the refunds that need attention");
  await shot(page, "attention");
  await rows
    .nth(1)
    .getByRole("button", { name: /^Mark as refunded outside/ })
    .click();
  const mark = page.getByRole("dialog", { name: /refunded outside$/ });
  await mark.getByRole("textbox", { name: "Note" }).fill("Bank transfer on the buyer's request");
  await mark.getByRole("button", { name: "Mark as refunded outside" }).click();
  await expect(page.getByText("No refund needs attention.")).toBeVisible();
  await page.goto(orderUrl);
  await expect(page.getByTestId("timeline")).toContainText("Marked as refunded outside");

  // Another buyer pays; then the event is canceled: that order is refunded by the job, the first one is already.
  const third = "third-buyer@example.org";
  await buy(page, "101", "Standard", 1, third);
  await page.goto(`${api.origin}/manage/o/1/orders`);
  await page.getByRole("combobox", { name: "Event" }).selectOption({ label: "Available — Summer Open Air" });
  await page.getByRole("button", { name: "Find" }).click();
  await page.getByRole("button", { name: "Send every buyer their tickets again" }).click();
  await expect(page.getByRole("status")).toHaveText(/^\d+ ticket mails? (is|are) on (its|their) way\.$/);
  await page.getByRole("link", { name: "Cancel this event" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this event" })).toBeVisible();
  const submit = page.getByRole("button", { name: "Cancel the event and refund every order" });
  await expect(submit).toBeDisabled();
  await page.getByRole("textbox", { name: /^Type the event's name to confirm/ }).fill("Available — Summer Open Air");
  await expectNoSeriousAxeFindings(page, "cancel an event");
  await submit.click();
  await expect(page.getByText("The event is canceled.")).toBeVisible({ timeout: 30_000 });
  await shot(page, "cancel");
  await expect(page.getByTestId("cancel-progress")).toHaveText(/^(\d+) of \1 orders handled, 0 failed$/);
  await expect(page.getByText("Refunded 1")).toBeVisible();
  await openCaughtMail(page, third, "Available — Summer Open Air is canceled");
});
