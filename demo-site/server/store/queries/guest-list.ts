import type { Kysely } from "kysely";
import type { GuestListQueries, GuestRow } from "../index.ts";
import type { Database } from "../schema.ts";
import { changed, prepared } from "./prepared.ts";

// Both run in a guest's order, with its other reads and its other writes (prepared: one round trip each).
const byToken = prepared((db, p) =>
  db.selectFrom("guest_list").select(["token", "event_id", "ticket_id", "used"]).where("token", "=", p(0)),
);
// Conditional: of two orders using one token at once, the second finds used = 1 (on PostgreSQL it waits for the
// first to commit, then re-reads the row) and changes nothing.
const useToken = prepared((db, p) =>
  db
    .updateTable("guest_list")
    .set({ used: 1, used_by_order: p(1) })
    .where("token", "=", p(0))
    .where("used", "=", 0),
);

export function guestListQueries(db: Kysely<Database>): GuestListQueries {
  return {
    find: async (token) => (await byToken<GuestRow>(db, token)).rows[0],
    use: async (token, orderId) => changed(await useToken(db, token, orderId)) === 1,
  };
}
