import type { Kysely } from "kysely";
import type { IdempotencyQueries } from "../index.ts";
import type { Database } from "../schema.ts";

export function idempotencyQueries(db: Kysely<Database>): IdempotencyQueries {
  const key = (k: string, route: string) =>
    db.updateTable("idempotency_keys").where("key", "=", k).where("route", "=", route);
  return {
    async claim(k, route, bodyHash, now) {
      const inserted = await db
        .insertInto("idempotency_keys")
        .values({ key: k, route, body_hash: bodyHash, status: null, response: null, created_at: now })
        .onConflict((oc) => oc.columns(["key", "route"]).doNothing())
        .returning("key")
        .executeTakeFirst();
      return inserted !== undefined;
    },
    async find(k, route) {
      const row = await db
        .selectFrom("idempotency_keys")
        .select(["body_hash", "status", "response", "created_at"])
        .where("key", "=", k)
        .where("route", "=", route)
        .executeTakeFirst();
      return row && { ...row, created_at: Number(row.created_at) };
    },
    async takeOver(k, route, bodyHash, now, createdAt) {
      const result = await key(k, route)
        .set({ body_hash: bodyHash, created_at: now })
        .where("status", "is", null)
        .where("created_at", "=", createdAt)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async complete(k, route, status, response) {
      await key(k, route).set({ status, response }).execute();
    },
    async release(k, route) {
      await db
        .deleteFrom("idempotency_keys")
        .where("key", "=", k)
        .where("route", "=", route)
        .where("status", "is", null)
        .execute();
    },
    async prune(before) {
      const result = await db
        .deleteFrom("idempotency_keys")
        .where("created_at", "<", before)
        .where("status", "is not", null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
