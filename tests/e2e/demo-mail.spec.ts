import { join } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADA, chooseTickets, fillDetails, openCheckout } from "./checkout-fixtures.ts";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { startHostPage, type HostPage } from "./support/host-page.ts";
import { formatFindings, runAxe } from "./support/axe.ts";

// The demo without any mail setup: DEMO_MODE=1 and no SMTP settings, so the server delivers its mails to its own
// SMTP catcher, and /demo/mail shows them. A free order and a sandbox-paid order each get their ticket mail with
// the PDF attached. MAIL_SHOTS=DIR also saves the English and German mail pages as mail-en.png and mail-de.png.
let api: DemoServer;
let host: HostPage;
test.beforeAll(async () => {
  [api, host] = await Promise.all([startDemoServer({ env: { DEMO_MODE: "1" } }), startHostPage()]);
});
test.afterAll(async () => {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- unset if beforeAll failed
  await Promise.all([api?.close(), host?.close()]);
});

/** Waits (the sender polls every second) until /demo/mail lists a mail with `subject` to `email`; opens it. */
async function openCaughtMail(page: Page, subject: string, email: string, lang = "en"): Promise<void> {
  await expect(async () => {
    await page.goto(`${api.origin}/demo/mail?lang=${lang}`);
    await expect(page.locator("#mails li").filter({ hasText: email }).getByRole("link", { name: subject })).toBeVisible(
      { timeout: 1_000 },
    );
  }).toPass({ timeout: 20_000 });
  await page.locator("#mails li").filter({ hasText: email }).getByRole("link", { name: subject }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
}

/** The ticket PDF is attached, downloadable, and is the document the order's download link serves. */
async function expectTicketAttached(page: Page, ticketUrl: string, eventId: number): Promise<void> {
  const link = page.locator("#attachments a");
  await expect(link).toHaveText(`tickets-${eventId}.pdf`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(`tickets-${eventId}.pdf`);
  const attached = (await page.request.get(api.origin + (await link.getAttribute("href"))!)).body();
  const served = (await page.request.get(ticketUrl)).body();
  expect((await attached).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect((await attached).equals(await served)).toBe(true);
}

async function successTicketUrl(w: Locator): Promise<string> {
  await expect(w.getByRole("heading", { name: "Ada, you got the vibe!" })).toBeVisible({ timeout: 20_000 });
  return (await w.getByRole("link", { name: /Download tickets/ }).getAttribute("href"))!;
}

test("a free order: its ticket mail appears in /demo/mail with the ticket attached, the mail's HTML in a sandboxed frame", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  const csp: string[] = [];
  page.on("console", (m) => {
    if (/Content.Security.Policy/i.test(m.text())) csp.push(m.text());
  });
  const email = "free-mail@example.org";
  const w = await openCheckout(page, api, host, { event: "201" });
  await chooseTickets(w, "Free registration");
  await fillDetails(w, { ...ADA, email });
  await w.getByRole("button", { name: "Download tickets" }).click();
  const ticketUrl = await successTicketUrl(w);
  await expect(w.getByText(`Your order was processed and your tickets were sent to ${email}.`)).toBeVisible();

  await openCaughtMail(page, "Your tickets for Free entry — Community Meetup", email);
  await expect(page.locator(".mail-head")).toContainText(email);
  const frame = page.locator("iframe.mail-frame");
  await expect(frame).toHaveAttribute("sandbox", "");
  await expect(
    page.frameLocator("iframe.mail-frame").getByRole("link", { name: "Download your tickets" }),
  ).toHaveAttribute("href", ticketUrl);
  await expect(page.locator("pre.mail-text")).toContainText("Free registration");
  await expectTicketAttached(page, ticketUrl, 201);
  if (process.env.MAIL_SHOTS)
    await page.screenshot({ path: join(process.env.MAIL_SHOTS, "mail-en.png"), fullPage: true });
  expect(errors).toEqual([]);
  expect(csp).toEqual([]);
});

test("a sandbox-paid order: paid with the demo's sandbox card, its ticket mail in /demo/mail with the ticket attached", async ({
  page,
}) => {
  const email = "paid-mail@example.org";
  const w = await openCheckout(page, api, host, { event: "101" });
  await chooseTickets(w, "Standard");
  await fillDetails(w, { ...ADA, email });
  await w.getByRole("button", { name: "Next" }).click();
  const card = w.locator("[part~=payment-method][data-method=card]");
  await expect(card).toBeEnabled();
  await expect(async () => {
    await card.click();
    await expect(w.getByTestId("sandbox-adapter")).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await w.getByTestId("sandbox-adapter").getByRole("button", { name: "Pay", exact: true }).click();
  const ticketUrl = await successTicketUrl(w);

  await openCaughtMail(page, "Your tickets for Available — Summer Open Air", email);
  await expect(page.locator("pre.mail-text")).toContainText("1 × Standard (€25.00)");
  await expectTicketAttached(page, ticketUrl, 101);
});

test("a German checkout's mail is German, and so is the page around it", async ({ page }) => {
  const email = "deutsch@example.org";
  const w = await openCheckout(page, api, host, { event: "201", attrs: 'lang="de"', htmlLang: "de" });
  await w.getByRole("button", { name: "Anzahl von Free registration erhöhen" }).click();
  await w.getByRole("button", { name: "Weiter" }).click();
  for (const [name, value] of Object.entries({
    firstName: "Ada",
    lastName: "Lovelace",
    email,
    email_confirmation: email,
    street: "Analytical Street 1",
    postCode: "10115",
    city: "Berlin",
  })) {
    await w.locator(`input[name=${name}]`).fill(value);
  }
  await w.getByRole("button", { name: "Tickets herunterladen" }).click();
  await expect(w.getByRole("link", { name: /Tickets herunterladen/ })).toBeVisible({ timeout: 20_000 });

  await openCaughtMail(page, "Deine Tickets für Free entry — Community Meetup", email, "de");
  await expect(
    page.frameLocator("iframe.mail-frame").getByText("Danke für deine Bestellung.", { exact: false }),
  ).toBeVisible();
  await expect(page.locator("#attachments a")).toHaveText("tickets-201.pdf");
  if (process.env.MAIL_SHOTS)
    await page.screenshot({ path: join(process.env.MAIL_SHOTS, "mail-de.png"), fullPage: true });
});

test.describe("axe-core", () => {
  // axe is injected as an inline script, which the pages' CSP (rightly) refuses: only this check bypasses it.
  test.use({ bypassCSP: true });
  test("finds nothing on the list and on a mail", async ({ page }) => {
    const email = "axe@example.org";
    const order = await page.request.post(`${api.origin}/api/orders/free`, {
      data: {
        event_id: 201,
        ticketQuantities: { "20101": 1 },
        customer: {
          firstName: "Ada",
          lastName: "Lovelace",
          email,
          street: "S 1",
          postCode: "10115",
          city: "Berlin",
          country: "Germany",
          countryCode: "DE",
          companyName: "",
          vatNumber: "",
          lang: "en",
        },
        voucherCode: null,
        guestListToken: null,
        selectedPaymentMethod: "free_ticket",
      },
    });
    expect(order.status()).toBe(201);
    await openCaughtMail(page, "Your tickets for Free entry — Community Meetup", email);
    const mail = await runAxe(page, "html");
    expect(mail.violations, formatFindings(mail.violations)).toEqual([]);
    await page.goto(`${api.origin}/demo/mail`);
    const list = await runAxe(page, "html");
    expect(list.violations, formatFindings(list.violations)).toEqual([]);
  });
});
