import { expect, test, type Page } from "@playwright/test";
import { useEmbeddingServers } from "./support/embedding-servers.ts";
import { failOnPageErrors } from "./support/page-errors.ts";
import { loaderTag } from "../../demo-site/server/pages/event-page.ts";

// Step 1 against the default seed (demo-site/data/seed.json), embedded on a host page of another origin.
const servers = useEmbeddingServers(test);

failOnPageErrors(test);

async function open(page: Page, event: string, attrs = "", htmlLang = "en") {
  const path = `/e${event}-${Math.random().toString(36).slice(2)}`;
  servers.host.set(
    path,
    `<!doctype html><html lang="${htmlLang}"><body><h1>Organizer site</h1>
${loaderTag(servers.api.origin)}
<ticket-checkout event="${event}" ${attrs}></ticket-checkout></body></html>`,
  );
  await page.goto(servers.host.origin + path);
  const widget = page.locator("ticket-checkout");
  await expect(widget.locator(".tc-title")).toBeVisible();
  return widget;
}

test("available event: sorted ticket rows with sanitized descriptions, prices and the available banner", async ({
  page,
}) => {
  const w = await open(page, "101");
  await expect(w.locator(".tc-title")).toHaveText("Available — Summer Open Air");
  await expect(w.locator(".tc-banner")).toHaveText("Tickets available");
  await expect(w.locator(".tc-ticket-name")).toHaveText(["Standard", "VIP", "Student"]);
  await expect(w.locator(".tc-ticket-price")).toHaveText(["€25.00", "€89.00", "€15.50"]);
  await expect(w.locator(".tc-ticket").nth(1).locator(".tc-ticket-description b")).toHaveText("Backstage");
  await expect(w.getByRole("link", { name: "Organizer: ACME Live" })).toHaveAttribute(
    "href",
    `${servers.api.origin}/o/acme`,
  );
  await expect(w.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(w.getByRole("button", { name: "Back" })).toHaveCount(0);
});

const alternatives: [string, string, string, string][] = [
  ["102", "This event is sold out", "Event sold out", "acme"],
  ["103", "This event is sold out", "Event sold out", "acme"],
  ["104", "This event has ended", "Event ended", "acme"],
  ["105", "The presale has not started yet", "No presale yet", "acme"],
  ["106", "The presale has ended", "Presale ended", "acme"],
  ["204", "This event is sold out", "Sold out", "nightowl"],
];
for (const [id, banner, title, subdomain] of alternatives) {
  test(`event ${id}: "${title}" replaces the list, with a link to the organizer page`, async ({ page }) => {
    const w = await open(page, id);
    await expect(w.locator(".tc-banner")).toHaveText(banner);
    await expect(w.locator(".tc-alternative h3")).toHaveText(title);
    await expect(w.locator(".tc-ticket")).toHaveCount(0);
    await expect(w.getByRole("link", { name: "Go to the organizer page" })).toHaveAttribute(
      "href",
      `${servers.api.origin}/o/${subdomain}`,
    );
    await expect(w.getByRole("button", { name: "Next" })).toHaveCount(0);
  });
}

test("low stock (107) says 'only x left'; hidden tickets (110) are not listed; unlimited (109) has no notice", async ({
  page,
}) => {
  let w = await open(page, "107");
  await expect(w.locator(".tc-stock")).toHaveText("Only 7 left");
  await w.getByRole("button", { name: "Increase quantity of Seated" }).click();
  await expect(w.locator(".tc-stock")).toHaveText("Only 6 left");
  // The seeded sold-out ticket next to one on sale: the label, no controls, the event stays available.
  const frontRow = w.locator(".tc-ticket", { hasText: "Front row" });
  await expect(frontRow.locator(".tc-sold-out")).toHaveText("Sold out");
  await expect(frontRow.getByRole("button")).toHaveCount(0);
  await expect(w.locator(".tc-banner")).toHaveText("Tickets available");
  w = await open(page, "110");
  await expect(w.locator(".tc-ticket-name")).toHaveText(["Entry", "Entry + drink"]);
  w = await open(page, "109");
  await expect(w.locator(".tc-ticket-name")).toHaveText(["Stream pass", "Stream + download"]);
  await expect(w.locator(".tc-stock")).toHaveCount(0);
  await expect(w.getByRole("combobox", { name: "Quantity of Stream pass" }).locator("option")).toHaveCount(11); // 0..purchase_limit 10
});

test("last tickets (108): dropdown stops at the stock, plus turns off, singular/plural message", async ({ page }) => {
  const w = await open(page, "108");
  const select = w.getByRole("combobox", { name: "Quantity of Standing" });
  await expect(select.locator("option")).toHaveText(["0", "1", "2"]); // 2 left, purchase limit 5
  await expect(w.locator(".tc-stock")).toHaveText("Only 2 left");
  await select.selectOption("2");
  await expect(w.locator(".tc-stock")).toHaveText("These are the last 2 tickets");
  await expect(w.getByRole("button", { name: "Increase quantity of Standing" })).toBeDisabled();
  await w.getByRole("button", { name: "Decrease quantity of Standing" }).click();
  await expect(w.locator(".tc-stock")).toHaveText("Only 1 left");
});

test("a sold-out ticket among available ones shows the label without quantity controls", async ({ page }) => {
  // The seed has no such event: sell out VIP of event 101 in the API answer (no server markup for it).
  await page.route(`${servers.api.origin}/api/events/101/markup**`, (route) => route.abort());
  await page.route(`${servers.api.origin}/api/events/101`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.event_tickets[1].sold = body.event_tickets[1].stock_limit;
    await route.fulfill({ response, json: body });
  });
  const w = await open(page, "101");
  const vip = w.locator(".tc-ticket").nth(1);
  await expect(vip.locator(".tc-sold-out")).toHaveText("Sold out");
  await expect(vip.locator(".tc-quantity")).toHaveCount(0);
  await expect(w.locator(".tc-quantity")).toHaveCount(2);
  await expect(w.locator(".tc-banner")).toHaveText("Tickets available");
});

test("plus/minus/dropdown respect the purchase limit; totals, fees and the selection overview follow", async ({
  page,
}) => {
  const w = await open(page, "101");
  const plusStudent = w.getByRole("button", { name: "Increase quantity of Student" });
  const minusStudent = w.getByRole("button", { name: "Decrease quantity of Student" });
  await expect(minusStudent).toBeDisabled();
  await plusStudent.click();
  await plusStudent.click();
  await expect(plusStudent).toBeDisabled(); // purchase_limit 2
  await expect(w.getByRole("combobox", { name: "Quantity of Student" })).toHaveValue("2");
  await expect(w.getByRole("combobox", { name: "Quantity of Student" }).locator("option")).toHaveCount(3);
  await w.getByRole("combobox", { name: "Quantity of Standard" }).selectOption("3");
  // 3 × 25.00 + 2 × 15.50 = 106.00; 5 % = 5.30; 5 paid tickets × 0.50 = 2.50
  await expect(w.locator(".tc-total-amount")).toHaveText("Total €113.80");
  await expect(w.locator(".tc-total-amount")).toHaveAttribute("aria-live", "polite");
  await expect(w.locator(".tc-selection li")).toHaveText(["3 × Standard€75.00", "2 × Student€31.00"]);
  await minusStudent.click();
  await expect(w.locator(".tc-total-amount")).toHaveText("Total €97.03"); // 90.50 + 4.525→4.53 + 4 × 0.50
  await expect(w.getByRole("button", { name: "Next" })).toBeEnabled();
});

test("keyboard only: quantity, price popover, tabs, Next and Back", async ({ page }) => {
  const w = await open(page, "101");
  // The painted controls are disabled until React has hydrated them (a key press before would do nothing).
  await expect(w.getByRole("button", { name: "Increase quantity of Standard" })).toBeEnabled();
  await w.getByRole("button", { name: "Increase quantity of Standard" }).focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Space");
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("2");
  const outline = await page.evaluate(() => {
    const active = document.querySelector("ticket-checkout")!.shadowRoot!.activeElement!;
    return getComputedStyle(active).outlineStyle;
  });
  expect(outline).not.toBe("none"); // visible focus after keyboard use

  const info = w.getByRole("button", { name: "Show price breakdown" });
  // Quantity presses are captured before hydration; the popover's button stays disabled until React owns it.
  await expect(info).toBeEnabled();
  await info.focus();
  await page.keyboard.press("Enter");
  await expect(info).toHaveAttribute("aria-expanded", "true");
  const popover = w.getByRole("region", { name: "Price breakdown" });
  await expect(popover).toContainText("Service fee (5% + €0.50 per ticket)€3.50");
  await expect(popover).toContainText("Fee per ticket at €25.00: €1.75");
  await page.keyboard.press("Escape");
  await expect(popover).toHaveCount(0);

  const ticketsTab = w.getByRole("tab", { name: "Tickets" });
  await expect(ticketsTab).toHaveAttribute("aria-selected", "true");
  await ticketsTab.focus();
  await page.keyboard.press("ArrowRight");
  const infoTab = w.getByRole("tab", { name: "Event infos" });
  await expect(infoTab).toBeFocused();
  await expect(w.getByRole("tabpanel")).toContainText("sunset");
  // In the event's zone (Berlin, summer time), with its abbreviation, and where it is.
  await expect(w.getByRole("tabpanel").locator("time")).toHaveText("Thu, Jul 4, 2030, 8:00 PM CEST");
  await expect(w.getByRole("tabpanel")).toContainText("Venue: Tempelhofer Feld, Berlin");
  await page.keyboard.press("ArrowLeft");
  await expect(w.getByRole("tabpanel")).toContainText("Standard");

  await w.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(w.locator(".tc-ticket")).toHaveCount(0); // step 2 replaced the list
  // Wait for step 2 itself (its code loads on demand): on arrival it moves focus to its own content, so a key
  // pressed on Back before that would land elsewhere, as it would for a person tabbing ahead of the page.
  await expect(w.getByRole("heading", { name: "Personal information" })).toBeVisible();
  const back = w.getByRole("button", { name: "Back" });
  await expect(back).toBeVisible();
  await back.focus();
  await page.keyboard.press("Enter");
  await expect(w.getByRole("combobox", { name: "Quantity of Standard" })).toHaveValue("2"); // selection kept
  await expect(w.getByRole("heading", { name: "Buy tickets" })).toBeFocused(); // focus stays in the widget
});

test("German: lang attribute or the page's <html lang> translate texts and format money and dates", async ({
  page,
}) => {
  let w = await open(page, "101", 'lang="de"');
  await expect(w.locator(".tc-step-title")).toHaveText("Tickets kaufen");
  await expect(w.locator(".tc-banner")).toHaveText("Tickets verfügbar");
  await expect(w.locator(".tc-ticket-price").first()).toHaveText(/^25,00\s€$/);
  await expect(w.getByRole("button", { name: "Weiter" })).toBeDisabled();
  await expect(w.getByRole("tab", { name: "Event-Infos" })).toBeVisible();
  await expect(w.locator(".tc-date")).toHaveText("Do., 4. Juli 2030, 20:00 MESZ · Tempelhofer Feld, Berlin");
  await w.getByRole("button", { name: "Anzahl von VIP erhöhen" }).click();
  await expect(w.locator(".tc-total-amount")).toHaveText(/^Gesamt 93,95\s€$/); // 89 + 4.45 + 0.50
  w = await open(page, "108", "", "de-DE");
  await w.getByRole("combobox", { name: "Anzahl von Standing" }).selectOption("1");
  await expect(w.locator(".tc-stock")).toHaveText("Nur noch 1 übrig");
  await w.getByRole("combobox", { name: "Anzahl von Standing" }).selectOption("2");
  await expect(w.locator(".tc-stock")).toHaveText("Das sind die letzten 2 Tickets");
});

test("currency attribute sets the display currency (prices are not converted)", async ({ page }) => {
  const w = await open(page, "101", 'currency="usd"');
  await expect(w.locator(".tc-ticket-price").first()).toHaveText("$25.00");
});

test("free tickets (201) total zero without fees", async ({ page }) => {
  const w = await open(page, "201");
  await expect(w.locator(".tc-ticket-price")).toHaveText("€0.00");
  await w.getByRole("button", { name: "Increase quantity of Free registration" }).click();
  await expect(w.locator(".tc-total-amount")).toHaveText("Total €0.00");
  await expect(w.getByRole("button", { name: "Next" })).toBeEnabled();
});

test("360 px phone, German: rows, the price popover and the total stay inside the widget and the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const w = await open(page, "101", 'lang="de"');
  await w.getByRole("combobox", { name: "Anzahl von Standard" }).selectOption("2");
  await w.getByRole("button", { name: "Anzahl von VIP erhöhen" }).click();
  await w.getByRole("button", { name: "Preisaufschlüsselung anzeigen" }).click();
  const popover = w.getByRole("region", { name: "Preisaufschlüsselung" });
  // 139.00 + 5 % (6.95) + 3 × 0.50 = 147.45; per ticket 25 → 1.25 + 0.50, 89 → 4.45 + 0.50
  await expect(popover).toContainText(/Servicegebühr \(5\s%\s\+\s0,50\s€ pro Ticket\)\s*8,45\s€/);
  await expect(popover).toContainText(/Gebühr pro Ticket zu 89,00\s€: 4,95\s€/);
  const root = await w.locator(".tc-root").boundingBox();
  const box = await popover.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(root!.x);
  expect(box!.x + box!.width).toBeLessThanOrEqual(root!.x + root!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360); // no sideways scrolling
  await page.screenshot({ path: test.info().outputPath("de-360-popover.png"), fullPage: true });
  // In a narrow widget the open popover sits in the flow, so it never covers Next (a tap on Next reaches it).
  const next = w.getByRole("button", { name: "Weiter" });
  const nextBox = (await next.boundingBox())!;
  expect(nextBox.y).toBeGreaterThanOrEqual(box!.y + box!.height);
  await next.click({ timeout: 3_000 });
  await expect(w.getByRole("textbox", { name: "Vorname" })).toBeVisible();
});

test("screen readers hear the total once, with its amount", async ({ page }) => {
  const w = await open(page, "101");
  await w.getByRole("button", { name: "Increase quantity of VIP" }).click();
  // A press on the painted row before the code has hydrated it shows its quantity at once and its total once
  // the code has applied it: wait for the total, then read what a screen reader gets.
  await expect(w.locator(".tc-total-amount")).toContainText("€93.95");
  const snapshot = await w.locator(".tc-total").ariaSnapshot();
  expect(snapshot).toContain("Total €93.95"); // 89 + 4.45 + 0.50
  expect(snapshot.match(/Total/g)).toHaveLength(1);
});
