// Idempotency-Keys: a claim is an insert ON CONFLICT DO NOTHING and taking over an abandoned claim a
// compare-and-set, so two processes never both act on one key.
import { createHash } from "node:crypto";
import type { IdempotencyQueries } from "../../store/index.ts";
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

type Keys = { idempotency: IdempotencyQueries };

/**
 * Claims an Idempotency-Key for one route. The first request claims it and runs; a request with the same
 * key and body replays the stored response (waiting while the first is still running); the same key with
 * another body is 409 idempotency_conflict. The claim is an insert that does nothing when the key exists (and
 * taking over an abandoned claim a compare-and-set on its time), so concurrent requests in several processes agree.
 */
export async function claimKey(
  store: Keys,
  key: string,
  route: string,
  bodyHash: string,
  now: () => number,
): Promise<Claim> {
  // Real time, not the injectable clock: a test's frozen clock must not turn the wait into a hang.
  const deadline = Date.now() + waitForMs;
  for (;;) {
    if (await store.idempotency.claim(key, route, bodyHash, now())) return { kind: "claimed" };
    const row = await store.idempotency.find(key, route);
    if (row) {
      if (row.status === null && now() - row.created_at > staleAfterMs) {
        if (await store.idempotency.takeOver(key, route, bodyHash, now(), row.created_at)) return { kind: "claimed" };
        continue;
      }
      if (row.body_hash !== bodyHash) {
        throw payError(
          409,
          "idempotency_conflict",
          `Idempotency-Key "${key}" was already used with a different request body; send a new key for a new payment attempt.`,
        );
      }
      if (row.status !== null)
        return {
          kind: "replay",
          response: { status: row.status, body: row.response === null ? null : (JSON.parse(row.response) as unknown) },
        };
    }
    // Still running elsewhere (or released between the two reads: the next round claims it).
    if (Date.now() > deadline)
      throw payError(
        409,
        "idempotency_in_progress",
        `A request with Idempotency-Key "${key}" is still being processed; retry shortly.`,
      );
    if (row) await sleep(waitStepMs);
  }
}

/** Stores the response of a claimed key, to be replayed. */
export function completeKey(store: Keys, key: string, route: string, response: StoredResponse): Promise<void> {
  return store.idempotency.complete(
    key,
    route,
    response.status,
    response.body === undefined ? null : JSON.stringify(response.body),
  );
}

/** Forgets a claimed key (after a server fault), so a retry runs again. */
export function releaseKey(store: Keys, key: string, route: string): Promise<void> {
  return store.idempotency.release(key, route);
}

/** Keys are kept a day (a retry comes within minutes); the sweep drops older ones. */
export function pruneKeys(store: Keys, now: number): Promise<number> {
  return store.idempotency.prune(now - 24 * 3600_000);
}
