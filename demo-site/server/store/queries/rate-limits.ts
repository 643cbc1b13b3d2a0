import { sql, type Kysely } from "kysely";
import type { RateLimitQueries } from "../index.ts";
import type { Database } from "../schema.ts";

/**
 * The counters behind domain/limits/store-limiter.ts: one atomic statement per change (INSERT … ON CONFLICT DO
 * UPDATE … RETURNING, which SQLite and PostgreSQL both run as one step on one row), so processes adding to the same
 * key at once never lose a point. A window that has ended starts again from the points added.
 */
export function rateLimitQueries(db: Kysely<Database>): RateLimitQueries {
  return {
    async add(key, points, expire, now, replace) {
      const row = await db
        .insertInto("rate_limits")
        .values({ key, points, expire })
        .onConflict((oc) =>
          oc.column("key").doUpdateSet(
            replace
              ? { points, expire }
              : {
                  points: sql<number>`CASE WHEN rate_limits.expire IS NULL OR rate_limits.expire > ${now} THEN rate_limits.points + excluded.points ELSE excluded.points END`,
                  expire: sql<number>`CASE WHEN rate_limits.expire IS NULL OR rate_limits.expire > ${now} THEN rate_limits.expire ELSE excluded.expire END`,
                },
          ),
        )
        .returning(["points", "expire"])
        .executeTakeFirstOrThrow();
      return row;
    },
    async get(key, now) {
      const row = await db
        .selectFrom("rate_limits")
        .select(["points", "expire"])
        .where("key", "=", key)
        .where((eb) => eb.or([eb("expire", "is", null), eb("expire", ">", now)]))
        .executeTakeFirst();
      return row;
    },
    async delete(key) {
      const result = await db.deleteFrom("rate_limits").where("key", "=", key).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    async prune(before) {
      const result = await db.deleteFrom("rate_limits").where("expire", "<", before).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
