import { expect, test } from "@playwright/test";
import { buyTickets, EVENT, ORG } from "./check-in/door-api.ts";
import { ticketIdOf } from "./check-in/forged-codes.ts";
import { doorServer, pairedPhone } from "./check-in/door-server.ts";
import { deviceToken, verdicts, waitForSnapshot, wedgeScan } from "./check-in/scanner-page.ts";

// Two paired phones lose the network at two doors of one gate, and both admit the same ticket (they cannot know): back online,
// the server keeps the first check-in and the back office lists the second as a conflict (ticket, both times, both
// gates, both devices). And a device whose token is revoked: refused at once online, its offline scans still
// uploaded, kept and listed as from a revoked device, never counted.

const door = doorServer();

test("two devices offline admit one ticket: back online, one check-in and one conflict", async ({ browser }) => {
  test.setTimeout(90_000);
  const { api, server } = door;
  const { codes } = await buyTickets(server.origin, 1);
  const code = codes[0]!;
  // One list (a ticket is checked in once per list), scanned at its north and south doors.
  const list = await api.createList("Main entrance");
  const [a, b] = await Promise.all([
    api.newDevice("North phone", [list.id]).then((d) => pairedPhone(browser, d.pairingUrl)),
    api.newDevice("South phone", [list.id]).then((d) => pairedPhone(browser, d.pairingUrl)),
  ]);
  await Promise.all([waitForSnapshot(a.page), waitForSnapshot(b.page)]);
  await Promise.all([a.context.setOffline(true), b.context.setOffline(true)]);
  expect(await wedgeScan(a.page, code)).toBe("valid");
  expect(await wedgeScan(b.page, code)).toBe("valid");
  await expect(a.page.getByText(/offline/i).first()).toBeVisible();

  await Promise.all([a.context.setOffline(false), b.context.setOffline(false)]);
  await expect
    .poll(async () => (await api.conflicts()).conflicts.length, { timeout: 25_000, message: "the conflict listed" })
    .toBe(1);
  const { conflicts } = await api.conflicts();
  const [conflict] = conflicts;
  expect([conflict.first.listName, conflict.second.listName]).toEqual(["Main entrance", "Main entrance"]);
  // Which of the two counts is the one the server heard of first (both came back online at once).
  const devices = [conflict.first.by, conflict.second.by].map((by: string) => /North|South/.exec(by)?.[0]).sort();
  expect(devices).toEqual(["North", "South"]);
  expect(conflict.ticketId).toBe(ticketIdOf(code));
  expect([conflict.first.offline, conflict.second.offline]).toEqual([true, true]);
  const stats = await api.stats();
  expect(stats.lists.find((l) => l.id === list.id)?.checkedIn).toBe(1);
  expect(stats.conflicts).toBe(1);
  expect([...a.errors, ...b.errors]).toEqual([]);

  // The organizer sees it on the event's Check-in tab: one row under Conflicts (and its header row).
  const office = await a.context.newPage();
  await office.goto(`${server.origin}/manage/demo`);
  await expect(office.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await office.goto(`${server.origin}/manage/o/${ORG}/events/${EVENT}/check-in`);
  const table = office.getByRole("table", { name: "Conflicts" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText("North phone");
  await expect(table).toContainText("South phone");
  await Promise.all([a.context.close(), b.context.close()]);
});

test("a revoked device: refused at once online; its offline scans kept as from a revoked device, not counted", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { api, server } = door;
  const { codes } = await buyTickets(server.origin, 2);
  const list = await api.createList("Back door");
  const device = await api.newDevice("Lost phone", [list.id]);
  const { context, page, errors } = await pairedPhone(browser, device.pairingUrl);
  await waitForSnapshot(page);
  const token = await deviceToken(page);
  expect(token).toMatch(/^tkd_/);
  const redeem = (code: string) =>
    fetch(`${server.origin}/api/manage/organizers/${ORG}/check-in`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ listId: list.id, code, clientScanId: `direct-${code.slice(-8)}` }),
    });
  await context.setOffline(true);
  expect(await wedgeScan(page, codes[0]!)).toBe("valid"); // offline: queued

  await api.revokeDevice(device.id);
  // Refused at once: the very next call with its token.
  const refused = await redeem(codes[1]!);
  expect(refused.status).toBe(401);
  expect((await refused.json()).error.code).toBe("device_revoked");
  await context.setOffline(false);
  // Its queued scan is uploaded once and kept, as from a revoked device.
  await expect.poll(async () => (await api.conflicts()).revokedDeviceScans.length, { timeout: 25_000 }).toBe(1);
  const [kept] = (await api.conflicts()).revokedDeviceScans;
  expect(kept.listName).toBe("Back door");
  expect(kept.by).toContain("Lost phone");
  // Back online the app learns it is revoked (its upload's answer), says so, and admits no one more.
  await expect(page.getByText(/revoked/i).first()).toBeVisible();
  const before = (await verdicts(page)).length;
  await page.keyboard.type(codes[1]!);
  await page.keyboard.press("Enter");
  await page.waitForTimeout(500); // a verdict, if one came, would show within 150 ms
  expect((await verdicts(page)).slice(before)).not.toContain("valid");
  expect((await api.stats()).lists.find((l) => l.id === list.id)?.checkedIn).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
