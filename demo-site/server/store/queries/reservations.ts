import type { Kysely } from "kysely";
import type { ReservationQueries } from "../index.ts";
import type { Database, ReservationRow } from "../schema.ts";
import { pipelined } from "./pipelined.ts";
import { changed } from "./prepared.ts";

// expires_at and created_at are bigint columns (epoch ms): PostgreSQL's driver hands bigints back as strings.
const reservationOf = (row: ReservationRow): ReservationRow => ({
  ...row,
  expires_at: Number(row.expires_at),
  created_at: Number(row.created_at),
});

export function reservationQueries(db: Kysely<Database>): ReservationQueries {
  return {
    async insert(reservation, lines) {
      await db.insertInto("reservations").values(reservation).execute();
      await db
        .insertInto("reservation_lines")
        .values(lines.map((l) => ({ reservation_id: reservation.id, ticket_id: l.ticket_id, quantity: l.quantity })))
        .execute();
    },
    async get(id, now) {
      await db
        .updateTable("reservations")
        .set({ status: "expired" })
        .where("id", "=", id)
        .where("status", "=", "held")
        .where("expires_at", "<=", now)
        .execute();
      const row = await db.selectFrom("reservations").selectAll().where("id", "=", id).executeTakeFirst();
      return row && reservationOf(row);
    },
    async setStatus(id, to, from) {
      const query = db.updateTable("reservations").set({ status: to }).where("id", "=", id).where("status", "=", from);
      return changed(await pipelined(db, query.compile())) === 1;
    },
    async expireDue(now) {
      const result = await db
        .updateTable("reservations")
        .set({ status: "expired" })
        .where("status", "=", "held")
        .where("expires_at", "<=", now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
