// @vitest-environment node
import { describe, expect, it } from "vitest";
import { seededStore } from "../../testing/seeded-store.ts";
import { testStores } from "../../testing/stores.ts";
import { recordAudit } from "./record.ts";

describe.each(testStores)("the audit log on %s", (_name, kind) => {
  const store = seededStore(kind);

  it("keeps a row written in a transaction that commits, with the actor, before and after, newest first", async () => {
    await store().transaction((tx) =>
      recordAudit(tx, {
        actor: { userId: 7, email: "ana@example.org", operator: false },
        organizerId: 1,
        eventId: 101,
        action: "event.update",
        target: "event:101",
        before: { name: "Old" },
        after: { name: "New", password_hash: "x" },
        at: 1000,
      }),
    );
    await store().transaction((tx) =>
      recordAudit(tx, {
        actor: { kind: "import", id: null, label: "seed.json" },
        organizerId: 1,
        action: "organizer.update",
        target: "organizer:1",
        at: 2000,
      }),
    );
    const all = await store().audit.list({ organizerId: 1, limit: 10 });
    expect(all.map((r) => [r.action, r.actor_kind, r.actor_label, r.at])).toEqual([
      ["organizer.update", "import", "seed.json", 2000],
      ["event.update", "user", "ana@example.org", 1000],
    ]);
    expect(JSON.parse(all[1]!.after!)).toEqual({ name: "New", password_hash: "[redacted]" });
    expect(await store().audit.list({ organizerId: 1, eventId: 101, limit: 10 })).toHaveLength(1);
    expect(await store().audit.list({ organizerId: 1, before: all[0]!.id, limit: 10 })).toHaveLength(1);
    expect(await store().audit.list({ organizerId: 2, limit: 10 })).toEqual([]);
  });

  it("keeps nothing of a transaction that rolls back", async () => {
    await expect(
      store().transaction(async (tx) => {
        await recordAudit(tx, {
          actor: { kind: "system", id: null, label: "test" },
          organizerId: 1,
          action: "x",
          target: "y",
        });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await store().audit.list({ organizerId: 1, limit: 10 })).toEqual([]);
  });
});
