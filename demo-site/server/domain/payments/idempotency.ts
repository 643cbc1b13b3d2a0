import { createHash } from "node:crypto";
import type { Db } from "../../store/sqlite/open.ts";
import { payError } from "./errors.ts";

export interface StoredResponse {
  status: number;
  body?: unknown;
}

export type Claim = { kind: "claimed" } | { kind: "replay"; response: StoredResponse };

/** A key left unfinished this long (its process died mid-request) may be taken over. */
const staleAfterMs = 60_000;
const waitStepMs = 25;
const waitForMs = 15_000;

export const hashBody = (body: unknown) => createHash("sha256").update(JSON.stringify(body)).digest("hex");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims an Idempotency-Key for one route. The first request claims it and runs; a request with the same
 * key and body replays the stored response (waiting while the first is still running); the same key with
 * another body is 409 idempotency_conflict. The claim is a row written in an immediate transaction, so
 * concurrent requests in several processes agree.
 */
export async function claimKey(db: Db, key: string, route: string, bodyHash: string, now: () => number): Promise<Claim> {
  // Real time, not the injectable clock: a test's frozen clock must not turn the wait into a hang.
  const deadline = Date.now() + waitForMs;
  for (;;) {
    const claim = db
      .transaction((): Claim | "wait" => {
        const row = db.prepare("SELECT body_hash, status, response, created_at FROM idempotency_keys WHERE key = ? AND route = ?").get(key, route) as
          | { body_hash: string; status: number | null; response: string | null; created_at: number }
          | undefined;
        if (!row || (row.status === null && now() - row.created_at > staleAfterMs)) {
          db.prepare("INSERT OR REPLACE INTO idempotency_keys (key, route, body_hash, status, response, created_at) VALUES (?, ?, ?, NULL, NULL, ?)").run(key, route, bodyHash, now());
          return { kind: "claimed" };
        }
        if (row.body_hash !== bodyHash) {
          throw payError(409, "idempotency_conflict", `Idempotency-Key "${key}" was already used with a different request body; send a new key for a new payment attempt.`);
        }
        if (row.status === null) return "wait";
        return { kind: "replay", response: { status: row.status, body: row.response === null ? null : (JSON.parse(row.response) as unknown) } };
      })
      .immediate();
    if (claim !== "wait") return claim;
    if (Date.now() > deadline) throw payError(409, "idempotency_in_progress", `A request with Idempotency-Key "${key}" is still being processed; retry shortly.`);
    await sleep(waitStepMs);
  }
}

/** Stores the response of a claimed key, to be replayed. */
export function completeKey(db: Db, key: string, route: string, response: StoredResponse): void {
  db.prepare("UPDATE idempotency_keys SET status = ?, response = ? WHERE key = ? AND route = ?").run(response.status, response.body === undefined ? null : JSON.stringify(response.body), key, route);
}

/** Forgets a claimed key (after a server fault), so a retry runs again. */
export function releaseKey(db: Db, key: string, route: string): void {
  db.prepare("DELETE FROM idempotency_keys WHERE key = ? AND route = ? AND status IS NULL").run(key, route);
}

/** Keys are kept a day (a retry comes within minutes); the sweep drops older ones. */
export function pruneKeys(db: Db, now: number): number {
  return db.prepare("DELETE FROM idempotency_keys WHERE created_at < ? AND status IS NOT NULL").run(now - 24 * 3600_000).changes;
}
