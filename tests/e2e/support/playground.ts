import { expect, type Locator, type Page } from "@playwright/test";

// The SDK playground (/playground/): one card per module, each with its buttons, the code they run and its
// results, newest first (demo-site/playground/playground.js).

/** A module's card, by its id (the module's folder name, or "client"). */
export const card = (page: Page, id: string): Locator => page.getByTestId(`card-${id}`);

/**
 * The newest entry of the card's function `call` (its name, as the card's code shows it): while the call runs it
 * says so (data-status "pending"), then it holds the result ("ok") or the error ("error").
 */
export const newest = (page: Page, cardId: string, call: string): Locator =>
  card(page, cardId).getByTestId("results").locator(`li[data-call="${call}"]`).first();

/**
 * Presses a button of a card and returns its entry once settled. The press adds the entry at once (in the click's
 * own task), so the newest entry of `call` is this press's, whatever the card showed before.
 */
export async function press(page: Page, cardId: string, testId: string, call: string): Promise<Locator> {
  await page.getByTestId(testId).click();
  const entry = newest(page, cardId, call);
  await expect(entry).not.toHaveAttribute("data-status", "pending", { timeout: 20_000 });
  return entry;
}

/** Makes the local gateway fail `endpoint` (the playground's "Local gateway" panel), or answer normally (""). */
export async function failGateway(page: Page, endpoint: string, failure = "HTTP 500"): Promise<void> {
  await page.getByTestId("fail-endpoint").selectOption(endpoint);
  if (endpoint) await page.getByTestId("fail-kind").selectOption({ label: failure });
  await page.getByTestId("apply-mode").click();
  await expect(page.getByTestId("gateway-status")).toContainText(
    endpoint ? `calls to ${endpoint} fail` : "answers normally",
  );
}

/** Opens the playground and creates the client; returns the problems the page reports (errors, CSP violations). */
export async function openPlayground(page: Page, origin: string): Promise<string[]> {
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => /Content Security Policy/i.test(m.text()) && problems.push(m.text()));
  page.on("popup", (p) => p.on("console", (m) => /Content Security Policy/i.test(m.text()) && problems.push(m.text())));
  await page.goto(origin + "/playground/");
  const created = await press(page, "client", "create-client", "describeClient");
  await expect(created).toHaveAttribute("data-status", "ok");
  return problems;
}
