import type { Kysely } from "kysely";
import type { CaughtMailQueries } from "../index.ts";
import type { Database } from "../schema.ts";

/** The demo catcher's mails: one row per Message-ID (a second delivery of the same mail is not kept twice). */
export function caughtMailQueries(db: Kysely<Database>): CaughtMailQueries {
  return {
    async insert(row) {
      const inserted = await db.insertInto("caught_mail").values(row).onConflict((oc) => oc.column("message_id").doNothing()).returning("id").executeTakeFirst();
      return inserted !== undefined;
    },
    async list(limit) {
      const rows = await db.selectFrom("caught_mail").select(["id", "message_id", "envelope_to", "subject", "received_at"]).orderBy("received_at", "desc").orderBy("id", "desc").limit(limit).execute();
      return rows.map((r) => ({ ...r, received_at: Number(r.received_at) }));
    },
    async find(id) {
      const row = await db.selectFrom("caught_mail").selectAll().where("id", "=", id).executeTakeFirst();
      return row && { ...row, received_at: Number(row.received_at) };
    },
  };
}
