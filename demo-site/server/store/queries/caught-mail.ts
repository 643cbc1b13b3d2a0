import type { Kysely } from "kysely";
import type { CaughtMailQueries } from "../index.ts";
import type { Database } from "../schema.ts";

/** The demo catcher's mails: one row per Message-ID (a second delivery of the same mail is not kept twice). */
export function caughtMailQueries(db: Kysely<Database>): CaughtMailQueries {
  return {
    async insert(row) {
      const inserted = await db
        .insertInto("caught_mail")
        .values(row)
        .onConflict((oc) => oc.column("message_id").doNothing())
        .returning("id")
        .executeTakeFirst();
      return inserted !== undefined;
    },
    list: (limit) =>
      db
        .selectFrom("caught_mail")
        .select(["id", "message_id", "envelope_to", "subject", "received_at"])
        .orderBy("received_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute(),
    find: (id) => db.selectFrom("caught_mail").selectAll().where("id", "=", id).executeTakeFirst(),
  };
}
