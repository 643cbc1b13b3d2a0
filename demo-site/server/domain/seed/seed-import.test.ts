// @vitest-environment node
// The seed as an import, on both databases: importing the demo seed twice with orders in between keeps every order
// and what the orders changed; a reset is refused while orders exist unless forced.
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createFreeOrder } from "../orders/create-free-order.ts";
import { importSeed, readSeedFile, resetAndLoadSeed } from "./seed.ts";
import { repoRoot } from "../../testing/in-process.ts";
import { seededStore } from "../../testing/seeded-store.ts";
import { freeOrderBody } from "../../testing/requests.ts";
import { row, rows } from "../../testing/sql.ts";
import { testStores } from "../../testing/stores.ts";
import type { Store } from "../../store/index.ts";

const file = join(repoRoot, "demo-site/data/seed.json");
const now = Date.parse("2029-06-01T12:00:00Z");
const count = async (store: Store, table: string) =>
  Number((await row<{ n: number }>(store, `SELECT COUNT(*) AS n FROM ${table}`)).n);

describe.each(testStores)("importing a seed on %s", (_name, kind) => {
  const seeded = seededStore(kind);
  let store: Store;
  beforeEach(() => void (store = seeded()));
  const deps = () => ({ store, clock: () => now, ticketSecret: Buffer.from("test-secret") });
  const order = (overrides: Record<string, unknown>) => createFreeOrder(deps(), freeOrderBody(overrides) as never);

  it("the demo seed imported twice with orders in between keeps every order, its tickets, uses and guests", async () => {
    const seed = readSeedFile(file);
    await importSeed(store, seed, file, now);
    await order({ event_id: 201, ticketQuantities: { "20101": 2 } });
    await order({ event_id: 101, ticketQuantities: { "10101": 1 }, voucherCode: "FREE100" });
    await order({
      event_id: 202,
      ticketQuantities: { "20201": 1 },
      guestListToken: "guest-202-unused",
      selectedPaymentMethod: "guest_list",
    });
    const before = {
      orders: await rows(store, "SELECT id, status FROM orders ORDER BY id"),
      issued: await count(store, "issued_tickets"),
      sold: await rows(store, "SELECT id, sold FROM tickets WHERE id IN (10101, 20101, 20201) ORDER BY id"),
    };
    expect(before.orders).toHaveLength(3);
    // The file changes a price and adds an event; the import applies both and takes back nothing the orders did.
    seed.organizers[0]!.events[0]!.event_tickets[0]!.price = "27.00";
    seed.organizers[1]!.events.push({ ...seed.organizers[1]!.events[0]!, id: 299, name: "Added by the import" });
    seed.organizers[1]!.events[4]!.event_tickets = [{ ...seed.organizers[1]!.events[0]!.event_tickets[0]!, id: 29901 }];
    const summary = await importSeed(store, seed, file, now);
    expect(summary.added).toMatchObject({ organizers: 0, events: 1, tickets: 1 });
    expect(summary.updated.events).toBe(15);
    expect(await rows(store, "SELECT id, status FROM orders ORDER BY id")).toEqual(before.orders);
    expect(await count(store, "issued_tickets")).toBe(before.issued);
    expect(await rows(store, "SELECT id, sold FROM tickets WHERE id IN (10101, 20101, 20201) ORDER BY id")).toEqual(
      before.sold,
    );
    expect(Number((await row<{ uses: number }>(store, "SELECT uses FROM vouchers WHERE code = 'FREE100'")).uses)).toBe(
      1,
    );
    expect(
      Number((await row<{ used: number }>(store, "SELECT used FROM guest_list WHERE token = 'guest-202-unused'")).used),
    ).toBe(1);
    expect((await row<{ price: string }>(store, "SELECT price FROM tickets WHERE id = 10101")).price).toBe("27.00");
    expect((await row<{ name: string }>(store, "SELECT name FROM events WHERE id = 299")).name).toBe(
      "Added by the import",
    );
    const audit = await store.audit.list({ limit: 10 });
    expect(audit[0]).toMatchObject({ action: "seed.import", actor_kind: "import", actor_label: "seed.json" });
  });

  it("a row that would break the database imports nothing and names the row", async () => {
    await order({ event_id: 201, ticketQuantities: { "20101": 2 } });
    const seed = readSeedFile(file);
    seed.organizers[0]!.events[0]!.name = "Renamed";
    // Ticket 20101 has 14 sold now: a stock of 5 would be below them.
    seed.organizers[1]!.events[0]!.event_tickets[0]!.stock_limit = 5;
    await expect(importSeed(store, seed, file, now)).rejects.toThrow(
      /organizers\[1\]\.events\[0\]\.event_tickets\[0\]\.stock_limit: ticket 20101 has 14 sold/,
    );
    expect((await row<{ name: string }>(store, "SELECT name FROM events WHERE id = 101")).name).not.toBe("Renamed");
  });

  it("--reset is refused while orders exist, and deletes them only with --force", async () => {
    await order({ event_id: 201, ticketQuantities: { "20101": 1 } });
    const seed = readSeedFile(file);
    await expect(resetAndLoadSeed(store, seed, file, { force: false, now })).rejects.toThrow(/holds orders/);
    expect(await count(store, "orders")).toBe(1);
    await resetAndLoadSeed(store, seed, file, { force: true, now });
    expect(await count(store, "orders")).toBe(0);
    expect(Number((await row<{ sold: number }>(store, "SELECT sold FROM tickets WHERE id = 20101")).sold)).toBe(12);
  });
});
