import { sql, type Kysely, type RawBuilder } from "kysely";
import type { RateLimitQueries } from "../index.ts";
import type { Database } from "../schema.ts";
import { prepared } from "./prepared.ts";

// add(key, points, expire, now): every request that a limit guards runs one of these two, compiled once. They differ
// only in what a conflict sets: the points added to a live window (a window that has ended starts again), or replaced.
const upsert = (onConflict: (p: (index: number) => any) => { points: RawBuilder<number>; expire: RawBuilder<number | null> }) =>
  prepared((db, p) =>
    db
      .insertInto("rate_limits")
      .values({ key: p(0), points: p(1), expire: p(2) })
      .onConflict((oc) => oc.column("key").doUpdateSet(onConflict(p)))
      .returning(["points", "expire"]),
  );
const live = (p: (index: number) => any) => sql`rate_limits.expire IS NULL OR rate_limits.expire > ${p(3)}`;
const addPoints = upsert((p) => ({
  points: sql<number>`CASE WHEN ${live(p)} THEN rate_limits.points + excluded.points ELSE excluded.points END`,
  expire: sql<number | null>`CASE WHEN ${live(p)} THEN rate_limits.expire ELSE excluded.expire END`,
}));
const replacePoints = upsert((p) => ({ points: p(1), expire: p(2) }));

/**
 * The counters behind domain/limits/store-limiter.ts: one atomic statement per change (INSERT … ON CONFLICT DO
 * UPDATE … RETURNING, which SQLite and PostgreSQL both run as one step on one row), so processes adding to the same
 * key at once never lose a point. A window that has ended starts again from the points added.
 */
export function rateLimitQueries(db: Kysely<Database>): RateLimitQueries {
  return {
    async add(key, points, expire, now, replace) {
      const { rows } = await (replace ? replacePoints : addPoints)<{ points: number; expire: number | null }>(db, key, points, expire, now);
      if (!rows[0]) throw new Error(`rate_limits: the upsert of ${key} returned no row`);
      return rows[0];
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
