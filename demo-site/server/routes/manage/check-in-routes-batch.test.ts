// @vitest-environment node
// The offline batch (POST …/check-in/batch) on both stores: scans judged in the order they were made and as of
// then, two devices that admitted one ticket offline (one check-in, one conflict, listed with both), the same queue
// sent twice, and a revoked device's queue: kept, shown as such, never counted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import type { RunningServer } from "../../server.ts";
import { insertDevice, insertList, oneTicket, scanApi, TEST_TICKET_SECRET } from "../../testing/check-in.ts";
import { rows } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";
import { manageSession } from "../../testing/manage-session.ts";

const scanOf = (listId: number, code: string, scannedAt: number, more: Record<string, unknown> = {}) => ({
  listId,
  code,
  clientScanId: randomUUID(),
  type: "entry",
  scannedAt,
  deviceResult: "valid",
  ...more,
});

describe.each(testStores)("the offline batch on %s", (_name, kind) => {
  let server: RunningServer;
  const device = async (listIds: number[], name: string, revoked = false) => {
    const d = await insertDevice(server.store, { listIds, name, revoked });
    return scanApi(
      () => server,
      () => d.headers,
    );
  };
  const stored = (listId: number) =>
    rows<{ id: number; status: string; result: string; conflict_with: number | null; offline: number }>(
      server.store,
      "SELECT id, status, result, conflict_with, offline FROM check_ins WHERE list_id = ? ORDER BY id",
      listId,
    );

  beforeAll(async () => {
    server = await startServerOn(kind, { DEMO_MODE: "0", TICKET_SECRET: TEST_TICKET_SECRET });
  }, 60_000);
  afterAll(() => server.close());

  it("keeps the first of two devices' offline admissions and lists the second as a conflict", async () => {
    const list = await insertList(server.store, { name: "East" });
    const ticket = await oneTicket(server.store, { firstName: "Ada", lastName: "King" });
    const [a, b] = [await device([list], "Phone A"), await device([list], "Phone B")];
    const t = Date.now() - 60_000;
    const first = await a("POST", "/check-in/batch", { scans: [scanOf(list, ticket.code, t)] });
    expect(first.body).toEqual({
      results: [{ clientScanId: expect.any(String), result: "valid", status: "counted" }],
      revoked: false,
    });
    const second = await b("POST", "/check-in/batch", { scans: [scanOf(list, ticket.code, t + 5000)] });
    expect(second.body.results[0]).toMatchObject({ result: "already_redeemed", status: "conflict" });
    const [counted, conflict] = await stored(list);
    expect(conflict).toMatchObject({ status: "conflict", conflict_with: counted!.id });
    const owner = await manageSession(server.store, { organizerId: 1, role: "owner" });
    const asOwner = scanApi(
      () => server,
      () => owner.headers,
    );
    const listed = await asOwner("GET", "/events/101/check-in/conflicts");
    expect(listed.body.conflicts).toEqual([
      {
        id: Number(conflict!.id),
        ticketId: ticket.id,
        attendeeName: "Ada King",
        ticketTypeName: "Standard",
        orderId: ticket.orderId,
        first: { at: t, listName: "East", by: "Phone A", offline: true },
        second: { at: t + 5000, listName: "East", by: "Phone B", offline: true },
      },
    ]);
    const stats = await asOwner("GET", "/events/101/check-in/stats");
    expect(stats.body.conflicts).toBe(1);
    expect(stats.body.lists.find((l: { id: number }) => l.id === list)).toMatchObject({ checkedIn: 1 });
  });

  it("counts the admission made first even when it syncs last: the later one becomes the conflict", async () => {
    const list = await insertList(server.store, { name: "West" });
    const ticket = await oneTicket(server.store, { firstName: "Grace", lastName: "Hopper" });
    const [a, b] = [await device([list], "Phone A"), await device([list], "Phone B")];
    const t = Date.now() - 60_000;
    const late = await a("POST", "/check-in/batch", { scans: [scanOf(list, ticket.code, t + 5000)] });
    expect(late.body.results[0]).toMatchObject({ result: "valid", status: "counted" });
    const early = await b("POST", "/check-in/batch", { scans: [scanOf(list, ticket.code, t)] });
    expect(early.body.results[0]).toMatchObject({ result: "valid", status: "counted" });
    const [fromA, fromB] = await stored(list);
    expect(fromA).toMatchObject({ status: "conflict", result: "already_redeemed", conflict_with: fromB!.id });
    expect(fromB).toMatchObject({ status: "counted", result: "valid", conflict_with: null });
    const owner = await manageSession(server.store, { organizerId: 1, role: "owner" });
    const asOwner = scanApi(
      () => server,
      () => owner.headers,
    );
    const listed = await asOwner("GET", "/events/101/check-in/conflicts");
    expect(listed.body.conflicts.find((c: { ticketId: string }) => c.ticketId === ticket.id)).toMatchObject({
      first: { at: t, by: "Phone B" },
      second: { at: t + 5000, by: "Phone A" },
    });
    const stats = await asOwner("GET", "/events/101/check-in/stats");
    expect(stats.body.lists.find((l: { id: number }) => l.id === list)).toMatchObject({ checkedIn: 1 });
  });

  it("judges scans in the order they were made, and as of when", async () => {
    const reentry = await insertList(server.store, { allowReentry: true, validUntil: Date.now() - 1000 });
    const ticket = await oneTicket(server.store);
    const phone = await device([reentry], "Phone C");
    const t = Date.now() - 120_000;
    // Sent out of order; made: entry, exit, entry, all before the list closed.
    const scans = [
      scanOf(reentry, ticket.code, t + 2000),
      scanOf(reentry, ticket.code, t + 1000, { type: "exit" }),
      scanOf(reentry, ticket.code, t),
    ];
    const res = await phone("POST", "/check-in/batch", { scans });
    expect(res.body.results.map((r: { clientScanId: string }) => r.clientScanId)).toEqual(
      scans.map((s) => s.clientScanId),
    );
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual(["counted", "counted", "counted"]);
    expect((await stored(reentry)).every((r) => Number(r.offline) === 1)).toBe(true);
  });

  it("points a conflict at the check-in of the same batch, and refuses what the device refused", async () => {
    const list = await insertList(server.store);
    const ticket = await oneTicket(server.store);
    const phone = await device([list], "Phone D");
    const t = Date.now() - 30_000;
    const scans = [
      scanOf(list, ticket.code, t),
      scanOf(list, ticket.code, t + 10),
      scanOf(list, ticket.code, t + 20, { deviceResult: "already_redeemed" }),
      scanOf(list, "TC2.nonsense", t + 30, { deviceResult: "unknown" }),
    ];
    const res = await phone("POST", "/check-in/batch", { scans });
    expect(res.body.results.map((r: { result: string; status: string }) => `${r.result}/${r.status}`)).toEqual([
      "valid/counted",
      "already_redeemed/conflict",
      "already_redeemed/refused",
      "unknown/refused",
    ]);
    const [counted, conflict] = await stored(list);
    expect(Number(conflict!.conflict_with)).toBe(Number(counted!.id));
  });

  it("answers a queue sent twice from what it stored, and refuses a list the device may not scan", async () => {
    const list = await insertList(server.store);
    const other = await insertList(server.store);
    const ticket = await oneTicket(server.store);
    const phone = await device([list], "Phone E");
    const body = { scans: [scanOf(list, ticket.code, Date.now() - 1000), scanOf(other, ticket.code, Date.now())] };
    const first = await phone("POST", "/check-in/batch", body);
    expect(first.body.results.map((r: { status: string }) => r.status)).toEqual(["counted", "refused"]);
    expect(first.body.results[1].result).toBe("wrong_list");
    expect((await phone("POST", "/check-in/batch", body)).body).toEqual(first.body);
    expect(await stored(list)).toHaveLength(1);
    expect(await stored(other)).toHaveLength(0);
  });

  it("keeps a revoked device's queue as such and never counts it", async () => {
    const list = await insertList(server.store, { name: "West" });
    const ticket = await oneTicket(server.store, { firstName: "Alan", lastName: "Turing" });
    const revoked = await device([list], "Lost phone", true);
    const t = Date.now() - 10_000;
    const res = await revoked("POST", "/check-in/batch", { scans: [scanOf(list, ticket.code, t)] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      results: [{ clientScanId: expect.any(String), result: "valid", status: "revoked_device" }],
      revoked: true,
    });
    const online = await revoked("POST", "/check-in", { listId: list, code: ticket.code, clientScanId: "x" });
    expect(online.status).toBe(401);
    expect(online.body.error.code).toBe("device_revoked");
    // Never counted: the ticket is still admitted.
    const door = await device([list], "Gate");
    const admitted = await door("POST", "/check-in", { listId: list, code: ticket.code, clientScanId: "y" });
    expect(admitted.body.result).toBe("valid");
    const owner = await manageSession(server.store, { organizerId: 1, role: "owner" });
    const listed = await scanApi(
      () => server,
      () => owner.headers,
    )("GET", "/events/101/check-in/conflicts");
    expect(listed.body.revokedDeviceScans).toContainEqual({
      id: expect.any(Number),
      ticketId: ticket.id,
      attendeeName: "Alan Turing",
      at: t,
      listName: "West",
      by: "Lost phone",
      result: "valid",
    });
  });

  it("sends ticket.checked_in for each admission, online or offline, and for nothing else", async () => {
    await rows(
      server.store,
      "INSERT INTO webhook_endpoints (organizer_id, url, description, events, secret, created_at) " +
        "VALUES (?, ?, ?, ?, ?, ?)",
      1,
      "https://hooks.example.org/door",
      "door",
      '["ticket.checked_in"]',
      "whsec_dGVzdA==",
      Date.now(),
    );
    const list = await insertList(server.store);
    const [online, offline] = [await oneTicket(server.store), await oneTicket(server.store)];
    const phone = await device([list], "Phone W");
    const admitted = await phone("POST", "/check-in", { listId: list, code: online.code, clientScanId: "w1" });
    await phone("POST", "/check-in", { listId: list, code: online.code, clientScanId: "w2" });
    const t = Date.now() - 5000;
    await phone("POST", "/check-in/batch", {
      scans: [scanOf(list, offline.code, t), scanOf(list, offline.code, t + 1)],
    });
    const sent = await rows<{ payload: string }>(
      server.store,
      "SELECT payload FROM webhook_messages WHERE type = 'ticket.checked_in' ORDER BY created_at",
    );
    // Oldest first: the offline admission was made before the online one.
    expect(sent.map((m) => JSON.parse(m.payload).data)).toEqual([
      expect.objectContaining({ ticketId: offline.id, orderId: offline.orderId, checkedInAt: t, offline: true }),
      {
        checkInId: admitted.body.checkInId,
        ticketId: online.id,
        orderId: online.orderId,
        eventId: 101,
        listId: list,
        checkedInAt: expect.any(Number),
        offline: false,
      },
    ]);
  });

  it("refuses a batch that is empty or too big, or a scan without the device's time", async () => {
    const list = await insertList(server.store);
    const phone = await device([list], "Phone F");
    // Short ids: 501 scans within the 64 KiB a request body may have.
    const scan = { ...scanOf(list, "x", Date.now()), clientScanId: "s" };
    for (const scans of [[], Array(501).fill(scan), [{ ...scan, scannedAt: undefined }]]) {
      const res = await phone("POST", "/check-in/batch", { scans });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("invalid_request");
    }
  });
});
