import { sql, type InsertQueryBuilder, type InsertResult, type Kysely, type RawBuilder } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { RateLimitQueries } from "../index.ts";
import type { Database } from "../schema.ts";
import { prepared } from "./prepared.ts";

// add(key, points, expire, now): every request that a limit guards runs one of these two, compiled once. They differ
// only in what a conflict sets: the points added to a live window (a window that has ended starts again), or replaced.
const upsert = (
  onConflict: (p: (index: number) => any) => { points: RawBuilder<number>; expire: RawBuilder<number | null> },
) =>
  prepared((db, p) =>
    db
      .insertInto("rate_limits")
      .values({ key: p(0), points: p(1), expire: p(2) })
      .onConflict((oc) => oc.column("key").doUpdateSet(onConflict(p)))
      .returning(["points", "expire"]),
  );
// What an addition sets on a conflict at `now`: the points added to a live window; a window that has ended starts again.
const addedAt = (now: unknown) => {
  const live = sql`rate_limits.expire IS NULL OR rate_limits.expire > ${now}`;
  return {
    points: sql<number>`CASE WHEN ${live} THEN rate_limits.points + excluded.points ELSE excluded.points END`,
    expire: sql<number | null>`CASE WHEN ${live} THEN rate_limits.expire ELSE excluded.expire END`,
  };
};
const addPoints = upsert((p) => addedAt(p(3)));
const replacePoints = upsert((p) => ({ points: p(1), expire: p(2) }));

// addMany(keys[], points[], expires[], now): the same addition for several keys, rows in the order given (sorted by
// key, so two processes adding to the same keys lock their rows in the same order). On PostgreSQL the keys go as
// arrays, so every number of keys is one prepared text; SQLite gets a VALUES row per key.
const addRows = (insert: InsertQueryBuilder<Database, "rate_limits", InsertResult>, now: unknown) =>
  insert.onConflict((oc) => oc.column("key").doUpdateSet(addedAt(now))).returning(["key", "points", "expire"]);
const addEach = prepared((db, p) => {
  const rows = sql`SELECT * FROM unnest(${p(0)}::text[], ${p(1)}::integer[], ${p(2)}::bigint[])`;
  return addRows(
    db
      .insertInto("rate_limits")
      .columns(["key", "points", "expire"])
      .expression(rows as never),
    p(3),
  );
});

/**
 * The counters behind domain/limits/store-limiter.ts: one atomic statement per change (INSERT … ON CONFLICT DO
 * UPDATE … RETURNING, which SQLite and PostgreSQL both run as one step on one row), so processes adding to the same
 * key at once never lose a point. A window that has ended starts again from the points added.
 */
export function rateLimitQueries(db: Kysely<Database>, dialect: StoreDialect): RateLimitQueries {
  return {
    async add(key, points, expire, now, replace) {
      const { rows } = await (replace ? replacePoints : addPoints)<{ points: number; expire: number | null }>(
        db,
        key,
        points,
        expire,
        now,
      );
      if (!rows[0]) throw new Error(`rate_limits: the upsert of ${key} returned no row`);
      return rows[0];
    },
    async addMany(entries, now) {
      const counters = new Map<string, { points: number; expire: number | null }>();
      if (entries.length === 0) return counters;
      const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      const { rows } = dialect.arrayParams
        ? await addEach<{ key: string; points: number; expire: number | null }>(
            db,
            sorted.map((e) => e.key),
            sorted.map((e) => e.points),
            sorted.map((e) => e.expire),
            now,
          )
        : {
            rows: await addRows(
              db.insertInto("rate_limits").values(sorted.map(({ key, points, expire }) => ({ key, points, expire }))),
              now,
            ).execute(),
          };
      for (const { key, points, expire } of rows) counters.set(key, { points, expire });
      return counters;
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
