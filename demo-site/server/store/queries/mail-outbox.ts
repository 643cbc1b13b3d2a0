import { sql, type Kysely } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { MailOutboxQueries, NewMail } from "../index.ts";
import type { Database } from "../schema.ts";
import { prepared } from "./prepared.ts";

// queue(row): the statement every order's transaction runs, compiled once.
const queueRow = prepared((db, p) =>
  db
    .insertInto("mail_outbox")
    .values({
      id: p(0),
      dedupe_key: p(1),
      order_id: p(2),
      kind: p(3),
      created_at: p(4),
      next_attempt_at: p(5),
      status: "queued",
      attempts: 0,
      lease_until: null,
      last_error: null,
      sent_at: null,
    })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .returning("id"),
);

// queueMany(rows): several of them in one statement. On PostgreSQL the rows go as one JSON document, so every number
// of rows is one prepared text; SQLite gets a VALUES row per mail.
const newColumns = ["id", "dedupe_key", "order_id", "kind", "created_at", "next_attempt_at"] as const;
const queuedRow = (row: NewMail) => ({
  ...row,
  status: "queued" as const,
  attempts: 0,
  lease_until: null,
  last_error: null,
  sent_at: null,
});
const queueEach = prepared((db, p) => {
  const rows = sql`SELECT ${sql.join(newColumns.map((c) => sql.ref(c)))}, 'queued', 0, NULL, NULL, NULL FROM json_populate_recordset(NULL::mail_outbox, ${p(0)}::json)`;
  return db
    .insertInto("mail_outbox")
    .columns([...newColumns, "status", "attempts", "lease_until", "last_error", "sent_at"])
    .expression(rows as never)
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .returning("id");
});

/**
 * The outbox: queued with INSERT … ON CONFLICT (dedupe_key) DO NOTHING, taken by a conditional UPDATE (still
 * queued, due and unleased at `now`), so any number of sender processes agree on who sends a row.
 */
export function mailOutboxQueries(db: Kysely<Database>, dialect: StoreDialect): MailOutboxQueries {
  return {
    async queue(row) {
      const { rows } = await queueRow(
        db,
        row.id,
        row.dedupe_key,
        row.order_id,
        row.kind,
        row.created_at,
        row.next_attempt_at,
      );
      return rows.length > 0;
    },
    async queueNotice(row) {
      const queued = await db
        .insertInto("mail_outbox")
        .values({ ...queuedRow(row), recipient: row.recipient, lang: row.lang, data: row.data })
        .onConflict((oc) => oc.column("dedupe_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      return queued !== undefined;
    },
    async queueMany(rows) {
      if (rows.length === 0) return 0;
      if (dialect.arrayParams) return (await queueEach(db, JSON.stringify(rows))).rows.length;
      return (
        await db
          .insertInto("mail_outbox")
          .values(rows.map(queuedRow))
          .onConflict((oc) => oc.column("dedupe_key").doNothing())
          .returning("id")
          .execute()
      ).length;
    },
    async has(orderId, kind) {
      const row = await db
        .selectFrom("mail_outbox")
        .select("id")
        .where("order_id", "=", orderId)
        .where("kind", "=", kind)
        .executeTakeFirst();
      return row !== undefined;
    },
    due: (now, limit) =>
      db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("status", "=", "queued")
        .where("next_attempt_at", "<=", now)
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(limit)
        .execute(),
    async lease(id, now, until) {
      const result = await db
        .updateTable("mail_outbox")
        .set({ lease_until: until })
        .where("id", "=", id)
        .where("status", "=", "queued")
        .where("next_attempt_at", "<=", now)
        .where((eb) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", now)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async sent(id, now) {
      await db
        .updateTable("mail_outbox")
        .set((eb) => ({
          status: "sent",
          sent_at: now,
          lease_until: null,
          last_error: null,
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "=", id)
        .execute();
    },
    async retry(id, nextAttemptAt, error) {
      await db
        .updateTable("mail_outbox")
        .set((eb) => ({
          next_attempt_at: nextAttemptAt,
          lease_until: null,
          last_error: error,
          attempts: eb("attempts", "+", 1),
        }))
        .where("id", "=", id)
        .where("status", "=", "queued")
        .execute();
    },
    async fail(id, error) {
      await db
        .updateTable("mail_outbox")
        .set((eb) => ({ status: "failed", lease_until: null, last_error: error, attempts: eb("attempts", "+", 1) }))
        .where("id", "=", id)
        .execute();
    },
    async skip(id, reason) {
      await db
        .updateTable("mail_outbox")
        .set({ status: "skipped", lease_until: null, last_error: reason })
        .where("id", "=", id)
        .execute();
    },
    find: (id) => db.selectFrom("mail_outbox").selectAll().where("id", "=", id).executeTakeFirst(),
    forOrder: (orderId) =>
      db
        .selectFrom("mail_outbox")
        .selectAll()
        .where("order_id", "=", orderId)
        .orderBy("created_at")
        .orderBy("id")
        .execute(),
  };
}
