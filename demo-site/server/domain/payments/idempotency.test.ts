import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Store } from "../../store/index.ts";
import { openSqliteStore } from "../../store/sqlite/open.ts";
import { claimKey, completeKey, hashBody, pruneKeys, releaseKey } from "./idempotency.ts";

let db: Store;
let now = 1_000_000;
const clock = () => now;
beforeEach(async () => {
  db = await openSqliteStore(":memory:");
  now = 1_000_000;
});
afterEach(() => db.close());

describe("Idempotency-Key store", () => {
  it("claims once, replays the stored response, refuses another body with 409 idempotency_conflict", async () => {
    const h = hashBody({ a: 1 });
    expect(await claimKey(db, "k", "r", h, clock)).toEqual({ kind: "claimed" });
    await completeKey(db, "k", "r", { status: 201, body: { ok: true } });
    expect(await claimKey(db, "k", "r", h, clock)).toEqual({
      kind: "replay",
      response: { status: 201, body: { ok: true } },
    });
    await expect(claimKey(db, "k", "r", hashBody({ a: 2 }), clock)).rejects.toMatchObject({
      status: 409,
      code: "idempotency_conflict",
    });
    // the same key on another route is another attempt
    expect(await claimKey(db, "k", "other", hashBody({ a: 2 }), clock)).toEqual({ kind: "claimed" });
  });

  it("a second request waits for the first and replays its response", async () => {
    const h = hashBody("x");
    await claimKey(db, "k", "r", h, clock);
    const waiting = claimKey(db, "k", "r", h, clock);
    setTimeout(() => void completeKey(db, "k", "r", { status: 200, body: "done" }), 100);
    expect(await waiting).toEqual({ kind: "replay", response: { status: 200, body: "done" } });
  });

  it("a released key (server fault) runs again; an abandoned one is taken over after a minute; a day later it is pruned", async () => {
    const h = hashBody("x");
    await claimKey(db, "k", "r", h, clock);
    await releaseKey(db, "k", "r");
    expect(await claimKey(db, "k", "r", h, clock)).toEqual({ kind: "claimed" });
    now += 60_001;
    expect(await claimKey(db, "k", "r", h, clock)).toEqual({ kind: "claimed" });
    await completeKey(db, "k", "r", { status: 200, body: 1 });
    expect(await pruneKeys(db, now + 24 * 3600_000 - 1)).toBe(0);
    expect(await pruneKeys(db, now + 24 * 3600_000 + 1)).toBe(1);
  });
});
