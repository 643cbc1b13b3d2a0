import type { Kysely } from "kysely";
import type { GuestListQueries } from "../index.ts";
import type { Database } from "../schema.ts";

export function guestListQueries(db: Kysely<Database>): GuestListQueries {
  return {
    find: (token) => db.selectFrom("guest_list").select(["token", "event_id", "ticket_id", "used"]).where("token", "=", token).executeTakeFirst(),
    async use(token, orderId) {
      // Conditional: of two orders using one token at once, the second finds used = 1 (on PostgreSQL it waits for
      // the first to commit, then re-reads the row) and changes nothing.
      const result = await db.updateTable("guest_list").set({ used: 1, used_by_order: orderId }).where("token", "=", token).where("used", "=", 0).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}
