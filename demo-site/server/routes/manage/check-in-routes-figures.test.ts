// @vitest-environment node
// The back office's live figures of the door (GET …/events/:event/check-in/stats) and its conflicts list on both
// stores: checked in of total per list and per ticket type (refunded and canceled tickets are in no total), inside
// and exits on a list with re-entry, scans per minute; both read only the organizer's own events.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { RunningServer } from "../../server.ts";
import { insertList, insertOrders, scanApi, TEST_TICKET_SECRET } from "../../testing/check-in.ts";
import { manageSession, type ManageSession } from "../../testing/manage-session.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

describe.each(testStores)("check-in figures on %s", (_name, kind) => {
  let server: RunningServer;
  let door: ManageSession;
  const api = scanApi(
    () => server,
    () => door.writeHeaders,
  );

  beforeAll(async () => {
    server = await startServerOn(kind, { DEMO_MODE: "0", TICKET_SECRET: TEST_TICKET_SECRET });
    door = await manageSession(server.store, { organizerId: 1, role: "door" });
  }, 60_000);
  afterAll(() => server.close());

  it("counts per list and ticket type, inside and exits, and scans per minute", async () => {
    const all = await insertList(server.store, { name: "All" });
    const standard = await insertList(server.store, {
      name: "Standard door",
      ticketTypeIds: [10101],
      allowReentry: true,
    });
    const [paid, canceled] = await insertOrders(server.store, [
      { ticketTypes: [10101, 10101, 10101, 10101, 10102] },
      { ticketTypes: [10101], status: "canceled" },
    ]);
    const [t1, t2, , voided, vip] = paid!.tickets;
    await server.store.refunds.voidTickets([voided!.id], "rf_stats", Date.now());
    const scans: [number, string, string][] = [
      [all, t1!.code, "entry"],
      [all, vip!.code, "entry"],
      [all, t1!.code, "entry"], // already redeemed: not counted
      [standard, t1!.code, "entry"],
      [standard, t1!.code, "exit"],
      [standard, t2!.code, "entry"],
      [standard, vip!.code, "entry"], // wrong list
      [standard, canceled!.tickets[0]!.code, "entry"], // revoked
    ];
    for (const [listId, code, type] of scans)
      expect((await api("POST", "/check-in", { listId, code, type, clientScanId: randomUUID() })).status).toBe(200);

    const { status, body } = await api("GET", "/events/101/check-in/stats");
    expect(status).toBe(200);
    expect(body.lists).toEqual([
      { id: all, name: "All", checkedIn: 2, total: 4, inside: 2, exits: 0 },
      { id: standard, name: "Standard door", checkedIn: 2, total: 3, inside: 1, exits: 1 },
    ]);
    expect(body.ticketTypes).toEqual([
      { id: 10101, name: "Standard", checkedIn: 2, total: 3 },
      { id: 10102, name: "VIP", checkedIn: 1, total: 1 },
      { id: 10103, name: "Student", checkedIn: 0, total: 0 },
    ]);
    expect(body.perMinute).toHaveLength(30);
    expect(body.perMinute[29].at).toBe(Math.floor(Date.now() / 60_000) * 60_000);
    expect(body.perMinute.reduce((sum: number, m: { scans: number }) => sum + m.scans, 0)).toBe(scans.length);
    expect(body.conflicts).toBe(0);
    expect(body.lastScanAt).toBeGreaterThan(Date.now() - 60_000);
    expect((await api("GET", "/events/101/check-in/conflicts")).body).toEqual({
      conflicts: [],
      revokedDeviceScans: [],
    });
  });

  it("reads only the organizer's own events", async () => {
    const theirs = await manageSession(server.store, { organizerId: 2, role: "owner" });
    const asTheirs = scanApi(
      () => server,
      () => theirs.headers,
      2,
    );
    for (const what of ["stats", "conflicts"]) {
      for (const res of [
        await api("GET", `/events/201/check-in/${what}`),
        await asTheirs("GET", `/events/101/check-in/${what}`),
      ]) {
        expect(res.status, what).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
      expect((await asTheirs("GET", `/events/201/check-in/${what}`)).status).toBe(200);
    }
  });
});
