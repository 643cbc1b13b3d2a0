// @vitest-environment node
// A check-in list's snapshot (GET …/check-in/snapshot?list=) on both stores: what a scanner needs offline (the
// public key, the tickets that admit with their names, TC1 codes' hashes, the revocation list with its reasons, the
// counted scans), compressed on the wire; and its size and time for an event of 50,000 tickets (goal: < 5 MB).
import { createHash } from "node:crypto";
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ticketCodePublicKey } from "../../domain/tickets/ticket-code.ts";
import type { RunningServer } from "../../server.ts";
import {
  insertDevice,
  insertList,
  insertOrders,
  scanApi,
  TEST_TICKET_SECRET,
  testTicketSecret,
} from "../../testing/check-in.ts";
import { startServerOn, testStores } from "../../testing/stores.ts";

/** The raw answer, as it crossed the wire. */
function getRaw(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; encoding?: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a kept-alive one may be closing after the long insert.
    request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers["content-encoding"],
          bytes: Buffer.concat(chunks),
        }),
      );
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

describe.each(testStores)("a list's snapshot on %s", (name, kind) => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServerOn(kind, { DEMO_MODE: "0", TICKET_SECRET: TEST_TICKET_SECRET });
  }, 60_000);
  afterAll(() => server.close());

  it("holds what a scanner judges offline with, gzipped", async () => {
    const list = await insertList(server.store, { name: "Gate 1", ticketTypeIds: [10101, 10102], allowReentry: true });
    const device = await insertDevice(server.store, { listIds: [list], name: "Phone S" });
    const [paid, canceled, old] = await insertOrders(server.store, [
      { ticketTypes: [10101, 10102], firstName: "Ada", lastName: "Lovelace" },
      { ticketTypes: [10101], status: "canceled" },
      { ticketTypes: [10103], legacy: true, firstName: "Old", lastName: "Timer" },
    ]);
    const [ada, named] = paid!.tickets;
    await server.store.orderEvents.setAttendee(
      paid!.orderId,
      named!.id,
      { first_name: "Bea", last_name: "Ring", email: "bea@example.org" },
      Date.now(),
    );
    const [refunded] = (await insertOrders(server.store, [{ ticketTypes: [10101] }]))[0]!.tickets;
    await server.store.refunds.voidTickets([refunded!.id], "rf_snap", Date.now());
    const asDevice = scanApi(
      () => server,
      () => device.headers,
    );
    const admitted = await asDevice("POST", "/check-in", { listId: list, code: ada!.code, clientScanId: "s1" });
    expect(admitted.body.result).toBe("valid");

    const raw = await getRaw(`${server.origin}/api/manage/organizers/1/check-in/snapshot?list=${list}`, {
      ...device.headers,
      "accept-encoding": "gzip",
    });
    expect(raw.status).toBe(200);
    expect(raw.encoding).toBe("gzip");
    const snapshot = JSON.parse(gunzipSync(raw.bytes).toString("utf8"));
    expect(snapshot).toMatchObject({
      version: 1,
      generatedAt: expect.any(Number),
      publicKey: ticketCodePublicKey(testTicketSecret),
      list: { id: list, eventId: 101, name: "Gate 1", ticketTypeIds: [10101, 10102], allowReentry: true },
    });
    expect(snapshot.list.eventName).toBe("Available — Summer Open Air");
    expect(snapshot.ticketTypes.map((t: { id: number }) => t.id)).toEqual([10101, 10102, 10103]);
    expect(snapshot.tickets).toEqual(
      expect.arrayContaining([
        [ada!.id, 10101, "Ada Lovelace"],
        [named!.id, 10102, "Bea Ring"],
        [old!.tickets[0]!.id, 10103, "Old Timer"],
      ]),
    );
    const ids = snapshot.tickets.map((t: [string]) => t[0]);
    expect(ids).not.toContain(refunded!.id);
    expect(ids).not.toContain(canceled!.tickets[0]!.id);
    expect(snapshot.revoked).toEqual(
      expect.arrayContaining([
        [refunded!.id, "refunded"],
        [canceled!.tickets[0]!.id, "canceled"],
      ]),
    );
    const oldCode = old!.tickets[0]!.code;
    expect(snapshot.legacy).toEqual([[createHash("sha256").update(oldCode).digest("base64url"), old!.tickets[0]!.id]]);
    expect(snapshot.checkIns).toEqual([[ada!.id, "entry", expect.any(Number), "Gate 1", "Phone S"]]);
  });

  it("is plain JSON to a client that takes no compression, and 404 for a list the device may not use", async () => {
    const list = await insertList(server.store);
    const other = await insertList(server.store);
    const device = await insertDevice(server.store, { listIds: [list] });
    const url = (id: number | string) => `${server.origin}/api/manage/organizers/1/check-in/snapshot?list=${id}`;
    const plain = await getRaw(url(list), device.headers);
    expect(plain.encoding).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString("utf8")).list.id).toBe(list);
    for (const id of [other, "x", 0]) {
      const refused = await getRaw(url(id), device.headers);
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.bytes.toString("utf8")).error.code).toBe("list_not_found");
    }
  });

  it("of 50,000 tickets is well under 5 MB on the wire", async () => {
    const event = 104;
    const ticketType = 10401;
    const orders = Array.from({ length: 10_000 }, (_, i) => ({
      eventId: event,
      ticketTypes: Array(5).fill(ticketType),
      firstName: `First${i}`,
      lastName: `Family name ${i % 977}`,
    }));
    await insertOrders(server.store, orders);
    const list = await insertList(server.store, { eventId: event });
    const device = await insertDevice(server.store, { listIds: [list] });
    const url = `${server.origin}/api/manage/organizers/1/check-in/snapshot?list=${list}`;
    const figures: string[] = [];
    // A browser accepts Brotli too: it gets gzip, quicker to make.
    for (const coding of ["gzip", "gzip, deflate, br", "identity"]) {
      const started = performance.now();
      const raw = await getRaw(url, { ...device.headers, "accept-encoding": coding });
      const ms = performance.now() - started;
      expect(raw.status).toBe(200);
      expect(raw.encoding).toBe(coding === "identity" ? undefined : "gzip");
      expect(raw.bytes.length).toBeLessThan(coding === "identity" ? 10_000_000 : 5_000_000);
      figures.push(`${coding} ${(raw.bytes.length / 1e6).toFixed(2)} MB in ${ms.toFixed(0)} ms`);
      if (coding !== "identity")
        expect(JSON.parse(gunzipSync(raw.bytes).toString("utf8")).tickets).toHaveLength(50_000);
    }
    console.log(`snapshot of 50,000 tickets on ${name}: ${figures.join("; ")}`);
  }, 180_000);
});
