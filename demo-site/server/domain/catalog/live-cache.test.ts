// @vitest-environment node
// A catalog write by one process reaches another process's event cache through the store's data version, on both
// databases: two stores on one database stand for two server processes (each has its own connections and cache).
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EventCache } from "../events/event-cache.ts";
import { applySeed, readSeedFile } from "../seed/seed.ts";
import { openSqliteStore } from "../../store/sqlite/open.ts";
import { openPostgresStore } from "../../store/postgres/open.ts";
import { repoRoot, tempDir } from "../../testing/in-process.ts";
import { dropTestSchemas, freshPostgresSchema } from "../../testing/stores.ts";
import type { Store } from "../../store/index.ts";
import { createTicketType, updateTicketType } from "./ticket-types.ts";
import { updateEvent } from "./events.ts";

const pairs: [string, () => Promise<{ writer: Store; reader: Store; drop(): Promise<void> }>][] = [
  [
    "SQLite",
    async () => {
      const path = join(tempDir("tc-live-cache-"), "store.sqlite");
      return { writer: await openSqliteStore(path), reader: await openSqliteStore(path), drop: async () => undefined };
    },
  ],
  [
    "PostgreSQL",
    async () => {
      const { schema, url } = await freshPostgresSchema();
      return {
        writer: await openPostgresStore(url, { poolSize: 3 }),
        reader: await openPostgresStore(url, { poolSize: 3 }),
        drop: () => dropTestSchemas([schema]),
      };
    },
  ],
];

const actor = { kind: "system" as const, id: null, label: "test" };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(pairs)("another process's catalog write on %s", (_name, open) => {
  let close = async () => {};
  afterEach(() => close());

  it("reaches the event cache within dataVersionCheckMs: new price, new ticket type, new venue, new ETag", async () => {
    const { writer, reader, drop } = await open();
    close = async () => {
      await writer.close();
      await reader.close();
      await drop();
    };
    await applySeed(writer, readSeedFile(join(repoRoot, "demo-site/data/seed.json")), { reset: true });
    const cache = new EventCache(reader, () => Date.now());
    const before = (await cache.get(101))!;
    const deps = { store: writer, clock: () => Date.now() };
    await updateTicketType(deps, actor, 1, 101, 10101, { version: 1, price: "31.00" });
    await createTicketType(deps, actor, 1, 101, {
      ticket_name: "Late entry",
      price: "19.00",
      ticket_stock: "unlimited",
    });
    await updateEvent(deps, actor, 1, 101, { version: 1, venue: "Parkbühne" });
    const started = performance.now();
    let after = before;
    while (after.etag === before.etag && performance.now() - started < 2_000) {
      await sleep(5);
      after = (await cache.get(101))!;
    }
    const delay = performance.now() - started;
    expect(after.etag).not.toBe(before.etag);
    expect(after.payload.venue).toBe("Parkbühne");
    expect(after.payload.event_tickets.find((t) => t.id === 10101)!.price).toBe("31.00");
    expect(after.payload.event_tickets.some((t) => t.ticket_name === "Late entry")).toBe(true);
    expect(delay).toBeLessThan(reader.dataVersionCheckMs + 500);
  });
});
