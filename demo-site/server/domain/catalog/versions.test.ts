// @vitest-environment node
// Two people saving the same row at once, on both databases: exactly one save wins, every other one is told the
// row changed meanwhile, and no save is lost silently.
import { describe, expect, it } from "vitest";
import { seededStore } from "../../testing/seeded-store.ts";
import { row } from "../../testing/sql.ts";
import { testStores } from "../../testing/stores.ts";
import { updateEvent } from "./events.ts";
import { updateTicketType } from "./ticket-types.ts";

const actor = { kind: "system" as const, id: null, label: "test" };

describe.each(testStores)("optimistic concurrency on %s", (_name, kind) => {
  const store = seededStore(kind);
  const deps = () => ({ store: store(), clock: () => Date.parse("2029-06-01T12:00:00Z") });

  it("10 saves of one event from the same version: one is kept, nine answer changed_meanwhile", async () => {
    const settled = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => updateEvent(deps(), actor, 1, 101, { version: 1, name: `Name ${i}` })),
    );
    const won = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    const codes = settled.flatMap((s) => (s.status === "rejected" ? [(s.reason as { code: string }).code] : []));
    expect(won).toHaveLength(1);
    expect(codes).toEqual(Array(9).fill("changed_meanwhile"));
    const saved = await row<{ name: string; version: number }>(
      store(),
      "SELECT name, version FROM events WHERE id = 101",
    );
    expect(saved.name).toBe(won[0]!.name);
    expect(Number(saved.version)).toBe(2);
    expect(await store().audit.list({ eventId: 101, limit: 20 })).toHaveLength(1);
  });

  it("a ticket type saved from an older version is refused, and a buyer's order does not make it stale", async () => {
    await updateTicketType(deps(), actor, 1, 101, 10101, { version: 1, price: "26.00" });
    await expect(updateTicketType(deps(), actor, 1, 101, 10101, { version: 1, price: "27.00" })).rejects.toMatchObject({
      code: "changed_meanwhile",
      status: 409,
    });
    await store().transaction((tx) => tx.stock.take(10101, 1, Date.now(), null));
    const after = await updateTicketType(deps(), actor, 1, 101, 10101, { version: 2, ticket_name: "Standard+" });
    expect(after).toMatchObject({ price: "26.00", ticket_name: "Standard+", sold: 121, version: 3 });
  });
});
