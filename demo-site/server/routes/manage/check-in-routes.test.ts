// @vitest-environment node
// Redeeming a scan online (POST …/check-in) on both stores: every verdict the door can get, with what the scanner
// shows of it (the ticket's name and type, where and by whom it was admitted before, the other event), re-entry,
// the time window, the same scan sent twice, a paired device limited to its lists, and 20 scanners redeeming one
// ticket at the same instant: exactly one is valid.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { randomUUID } from "node:crypto";
import { makeTicketCode } from "../../domain/tickets/ticket-code.ts";
import type { RunningServer } from "../../server.ts";
import {
  insertDevice,
  insertList,
  insertOrders,
  oneTicket,
  scanApi,
  TEST_TICKET_SECRET,
} from "../../testing/check-in.ts";
import { manageSession, type ManageSession } from "../../testing/manage-session.ts";
import { row } from "../../testing/sql.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

describe.each(testStores)("redeeming a scan on %s", (_name, kind) => {
  let server: RunningServer;
  let door: ManageSession;
  const api = scanApi(
    () => server,
    () => door.writeHeaders,
  );
  const scan = (listId: number, code: string, extra: Record<string, unknown> = {}) =>
    api("POST", "/check-in", { listId, code, clientScanId: randomUUID(), ...extra });

  beforeAll(async () => {
    server = await startServerOn(kind, { DEMO_MODE: "0", TICKET_SECRET: TEST_TICKET_SECRET });
    door = await manageSession(server.store, { organizerId: 1, role: "door", email: "door@check-in.test" });
  }, 60_000);
  afterAll(() => server.close());

  it("admits a ticket once, then says when, where and by whom it was admitted", async () => {
    const list = await insertList(server.store, { name: "North gate" });
    const ticket = await oneTicket(server.store, { firstName: "Grace", lastName: "Hopper" });
    const first = await scan(list, ticket.code);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      result: "valid",
      status: "counted",
      offline: false,
      list: { id: list, name: "North gate", eventId: 101 },
      ticket: { id: ticket.id, ticketTypeId: 10101, ticketTypeName: "Standard", attendeeName: "Grace Hopper" },
    });
    const second = await scan(list, ticket.code);
    expect(second.body).toMatchObject({ result: "already_redeemed", status: "refused" });
    expect(second.body.previous).toEqual({
      at: expect.any(Number),
      listName: "North gate",
      by: "door@check-in.test",
    });
    expect(second.body.checkInId).toBeGreaterThan(first.body.checkInId);
    // The order's page shows when the ticket was checked in: its first counted entry.
    const owner = await manageSession(server.store, { organizerId: 1, role: "owner" });
    const detail = await scanApi(
      () => server,
      () => owner.headers,
    )("GET", `/orders/${ticket.orderId}`);
    expect(detail.body.tickets).toEqual([
      expect.objectContaining({ id: ticket.id, checkedInAt: second.body.previous.at }),
    ]);
  });

  it("shows no check-in on the order's page for a ticket not admitted yet", async () => {
    const ticket = await oneTicket(server.store);
    const owner = await manageSession(server.store, { organizerId: 1, role: "owner" });
    const detail = await scanApi(
      () => server,
      () => owner.headers,
    )("GET", `/orders/${ticket.orderId}`);
    expect(detail.body.tickets[0]).toMatchObject({ id: ticket.id, checkedInAt: null });
  });

  it("answers the same scan sent again from what it stored, and stores nothing more", async () => {
    const list = await insertList(server.store);
    const ticket = await oneTicket(server.store);
    const body = { listId: list, code: ticket.code, clientScanId: "retry-1" };
    const first = await api("POST", "/check-in", body);
    const again = await api("POST", "/check-in", body);
    expect(again.body).toEqual(first.body);
    expect(first.body.result).toBe("valid");
    const stored = await row<{ n: number }>(
      server.store,
      "SELECT COUNT(*) AS n FROM check_ins WHERE list_id = ?",
      list,
    );
    expect(Number(stored.n)).toBe(1);
    // The retry of a refused scan also gets its "previous".
    const refused = { ...body, clientScanId: "retry-2" };
    const r1 = await api("POST", "/check-in", refused);
    expect((await api("POST", "/check-in", refused)).body).toEqual(r1.body);
    expect(r1.body.previous.by).toBe("door@check-in.test");
  });

  it("refuses a forged, altered or unreadable code as unknown, and the next valid scan still works", async () => {
    const list = await insertList(server.store);
    const ticket = await oneTicket(server.store);
    const otherKey = makeTicketCode(Buffer.from("another key"), 101, 10101, ticket.id);
    const payload = Buffer.from(ticket.code.slice(4), "base64url");
    payload.writeUInt8(payload.readUInt8(20) ^ 1, 20); // the last byte of the ticket id
    const altered = `TC2.${payload.toString("base64url")}`;
    const neverIssued = makeTicketCode(Buffer.from(TEST_TICKET_SECRET), 101, 10101, "AAAAAAAAAAAAAAAA");
    for (const code of [otherKey, altered, neverIssued, "hello", ""]) {
      const res = await scan(list, code);
      expect(res.body, code).toMatchObject({ result: "unknown", status: "refused" });
      expect(res.body.ticket).toBeUndefined();
    }
    expect((await scan(list, ticket.code)).body.result).toBe("valid");
  });

  it("admits a TC1 code issued before TC2 online (its HMAC)", async () => {
    const list = await insertList(server.store);
    const [old] = await insertOrders(server.store, [{ ticketTypes: [10102], legacy: true }]);
    const code = old!.tickets[0]!.code;
    expect(code.startsWith("TC1.")).toBe(true);
    expect((await scan(list, code)).body).toMatchObject({ result: "valid", ticket: { ticketTypeName: "VIP" } });
    const forged = code.slice(0, -2) + (code.endsWith("AA") ? "BB" : "AA");
    expect((await scan(list, forged)).body.result).toBe("unknown");
  });

  it("refuses a ticket of another event (named) or of a type the list does not admit as wrong_list", async () => {
    const vipOnly = await insertList(server.store, { ticketTypeIds: [10102] });
    const standard = await oneTicket(server.store);
    expect((await scan(vipOnly, standard.code)).body).toMatchObject({
      result: "wrong_list",
      ticket: { id: standard.id },
    });
    const jazz = await oneTicket(server.store, { eventId: 102, ticketTypes: [10201] });
    const other = await scan(vipOnly, jazz.code);
    expect(other.body).toMatchObject({
      result: "wrong_list",
      ticketEvent: { id: 102, name: "Sold out — Midnight Jazz" },
    });
    // Another organizer's ticket: of another event, and nothing more is said of it.
    const night = await oneTicket(server.store, { eventId: 201, ticketTypes: [20101] });
    const foreign = await scan(vipOnly, night.code);
    expect(foreign.body.result).toBe("wrong_list");
    expect(foreign.body.ticket).toBeUndefined();
    expect(foreign.body.ticketEvent).toBeUndefined();
  });

  it("refuses a refunded ticket, a canceled or refunded order's, as revoked", async () => {
    const list = await insertList(server.store);
    const [partly] = await insertOrders(server.store, [{ ticketTypes: [10101, 10101] }]);
    const [voided, kept] = partly!.tickets;
    await server.store.refunds.voidTickets([voided!.id], "rf_test", Date.now());
    expect((await scan(list, voided!.code)).body).toMatchObject({
      result: "revoked",
      revokedReason: "refunded",
      ticket: { id: voided!.id },
    });
    expect((await scan(list, kept!.code)).body.result).toBe("valid");
    for (const status of ["canceled", "refunded"] as const) {
      const ticket = await oneTicket(server.store, { status });
      const { body } = await scan(list, ticket.code);
      expect([body.result, body.revokedReason], status).toEqual(["revoked", status]);
    }
  });

  it("keeps the list's time window", async () => {
    const now = Date.now();
    const later = await insertList(server.store, { validFrom: now + 3_600_000 });
    const over = await insertList(server.store, { validUntil: now - 1 });
    const open = await insertList(server.store, { validFrom: now - 1000, validUntil: now + 3_600_000 });
    const ticket = await oneTicket(server.store);
    expect((await scan(later, ticket.code)).body.result).toBe("not_yet_valid");
    expect((await scan(over, ticket.code)).body.result).toBe("expired");
    expect((await scan(open, ticket.code)).body.result).toBe("valid");
  });

  it("lets a ticket in again after it left, on a list with re-entry only", async () => {
    const reentry = await insertList(server.store, { allowReentry: true });
    const once = await insertList(server.store);
    const ticket = await oneTicket(server.store);
    const results = [];
    for (const type of ["entry", "entry", "exit", "entry"])
      results.push((await scan(reentry, ticket.code, { type })).body.result);
    expect(results).toEqual(["valid", "already_redeemed", "valid", "valid"]);
    expect((await scan(once, ticket.code)).body.result).toBe("valid");
    const exit = await scan(once, ticket.code, { type: "exit" });
    expect(exit.status).toBe(400);
    expect(exit.body.error.code).toBe("exit_not_allowed");
  });

  it("refuses a list that is not the caller's: another organizer's, an archived one, or not the device's", async () => {
    const ticket = await oneTicket(server.store);
    const theirs = await insertList(server.store, { organizerId: 2, eventId: 201 });
    const archived = await insertList(server.store);
    await server.store.checkInSetup.archiveList(1, archived, Date.now());
    for (const listId of [theirs, archived, 999_999]) {
      const res = await scan(listId, ticket.code);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("list_not_found");
    }
    const mine = await insertList(server.store);
    const notMine = await insertList(server.store);
    const device = await insertDevice(server.store, { listIds: [mine], name: "Gate phone" });
    const asDevice = scanApi(
      () => server,
      () => device.headers,
    );
    const body = (listId: number) => ({ listId, code: ticket.code, clientScanId: randomUUID() });
    expect((await asDevice("POST", "/check-in", body(notMine))).status).toBe(404);
    const ok = await asDevice("POST", "/check-in", body(mine));
    expect(ok.body).toMatchObject({ result: "valid" });
    expect((await asDevice("POST", "/check-in", body(mine))).body.previous.by).toBe("Gate phone");
  });

  it("admits one ticket exactly once when 20 devices redeem it at the same instant", async () => {
    const list = await insertList(server.store);
    const ticket = await oneTicket(server.store);
    const devices = await Promise.all(
      Array.from({ length: 20 }, (_, i) => insertDevice(server.store, { listIds: [list], name: `Phone ${i}` })),
    );
    const ms: number[] = [];
    const answers = await Promise.all(
      devices.map(async (d) => {
        const started = performance.now();
        const answer = await scanApi(
          () => server,
          () => d.headers,
        )("POST", "/check-in", {
          listId: list,
          code: ticket.code,
          clientScanId: randomUUID(),
        });
        ms.push(performance.now() - started);
        return answer;
      }),
    );
    ms.sort((a, b) => a - b);
    console.log(
      `20 redeems of one ticket at once on ${_name}: median ${ms[9]!.toFixed(0)} ms, slowest ${ms[19]!.toFixed(0)} ms`,
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const results = answers.map((a) => a.body.result).sort();
    expect(results).toEqual(["valid", ...Array(19).fill("already_redeemed")].sort());
    const counted = await row<{ n: number }>(
      server.store,
      "SELECT COUNT(*) AS n FROM check_ins WHERE ticket_id = ? AND status = 'counted'",
      ticket.id,
    );
    expect(Number(counted.n)).toBe(1);
  });
});
