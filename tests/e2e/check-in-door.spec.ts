import { expect, test, type Page } from "@playwright/test";
import { buyTickets, OTHER_EVENT, OTHER_EVENT_TICKET } from "./check-in/door-api.ts";
import { pairedPhone, doorServer } from "./check-in/door-server.ts";
import { signedWithAnotherKey, withChangedTicketId } from "./check-in/forged-codes.ts";
import { dismissVerdict, scanField, waitForSnapshot, wedgeScan } from "./check-in/scanner-page.ts";
import { expectNoSeriousAxeFindings } from "./manage-app-helpers.ts";

// At the door with a hardware scanner (a keyboard wedge: the code's characters typed fast, then Enter, into the
// focused field), online and offline: real tickets bought through the sandbox and read off their PDFs, forged codes,
// a ticket of another event, and a ticket refunded after the device took its snapshot. The verdict is read from
// [data-verdict]; after each one the next scan must work. The scanner app is checked with axe on a phone's screen.

const door = doorServer();

test("hardware scanner, online then offline: valid, already used, forged codes and another event refused, the next scan still works", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { api, server } = door;
  const [{ codes }, other] = await Promise.all([
    buyTickets(server.origin, 3),
    buyTickets(server.origin, 1, OTHER_EVENT, OTHER_EVENT_TICKET),
  ]);
  const [first, second, third] = codes as [string, string, string];
  const list = await api.createList("Main gate");
  const device = await api.newDevice("Gate scanner 1", [list.id]);
  const { context, page, errors } = await pairedPhone(browser, device.pairingUrl);
  await expect(scanField(page)).toBeFocused();
  await expectNoSeriousAxeFindings(page, "the scanning screen");

  expect(await wedgeScan(page, first)).toBe("valid");
  expect(await wedgeScan(page, first)).toBe("already_redeemed");
  expect(await wedgeScan(page, signedWithAnotherKey(second))).toBe("unknown");
  expect(await wedgeScan(page, withChangedTicketId(second))).toBe("unknown");
  expect(await wedgeScan(page, other.codes[0]!)).toBe("wrong_list");
  expect(await wedgeScan(page, "not a ticket at all")).toBe("unknown");
  expect(await wedgeScan(page, second)).toBe("valid");

  // Offline (no switch: the network is simply gone), the device decides from its snapshot and the public key.
  await waitForSnapshot(page);
  await context.setOffline(true);
  expect(await wedgeScan(page, signedWithAnotherKey(third))).toBe("unknown");
  expect(await wedgeScan(page, withChangedTicketId(third))).toBe("unknown");
  expect(await wedgeScan(page, other.codes[0]!)).toBe("wrong_list");
  expect(await wedgeScan(page, second)).toBe("already_redeemed");
  expect(await wedgeScan(page, third)).toBe("valid");
  await expect(page.getByText(/offline/i).first()).toBeVisible();

  // Back online, the queued scan is sent: the server counts the ticket the device admitted offline.
  await context.setOffline(false);
  await expect
    .poll(async () => (await api.stats()).lists.find((l) => l.id === list.id)?.checkedIn, { timeout: 20_000 })
    .toBe(3);
  expect(errors).toEqual([]);
  await context.close();
});

test("a ticket refunded after the snapshot: once the snapshot is refreshed, 'refunded' even offline", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { api, server } = door;
  const [refunded, kept] = await Promise.all([buyTickets(server.origin, 1), buyTickets(server.origin, 1)]);
  const list = await api.createList("Side gate");
  const device = await api.newDevice("Side gate scanner", [list.id]);
  const { context, page, errors } = await pairedPhone(browser, device.pairingUrl);
  await waitForSnapshot(page);

  expect((await api.refund(refunded.orderId)).state).toBe("succeeded");
  const refundedAt = Date.now();
  // The app refreshes its snapshot at start (and every minute online): a reload is the start.
  await page.reload();
  await waitForSnapshot(page, refundedAt);
  await context.setOffline(true);
  expect(await wedgeScanShowing(page, refunded.codes[0]!, /refunded/i)).toBe("revoked");
  expect(await wedgeScan(page, kept.codes[0]!)).toBe("valid");
  expect(errors).toEqual([]);
  await context.close();
});

/** A wedge scan whose verdict also says `text` (read before the verdict is dismissed). */
async function wedgeScanShowing(page: Page, code: string, text: RegExp): Promise<string> {
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
  const shown = page.locator("[data-verdict]");
  await expect(shown).toContainText(text);
  await expectNoSeriousAxeFindings(page, "a refusal's verdict");
  const verdict = (await shown.getAttribute("data-verdict"))!;
  await dismissVerdict(page);
  return verdict;
}

test("the scanner app's pairing screen passes axe on a phone", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${door.server.origin}/manage/check-in/`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSeriousAxeFindings(page, "the pairing screen");
  await context.close();
});
