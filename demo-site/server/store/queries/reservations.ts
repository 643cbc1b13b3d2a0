import { PostgresAdapter, sql, type Kysely } from "kysely";
import type { ReservationQueries } from "../index.ts";
import type { Database, ReservationRow } from "../schema.ts";
import { pipelined } from "./pipelined.ts";
import { changed, prepared } from "./prepared.ts";

// read(id, now): the hold, a held one whose time is up read as expired (not written).
const readHold = prepared((db, p) =>
  db
    .selectFrom("reservations")
    .select(["id", "event_id", "expires_at", "created_at", "client_key"])
    .select(
      sql<string>`CASE WHEN status = 'held' AND expires_at <= ${p(1)} THEN 'expired' ELSE status END`.as("status"),
    )
    .where("id", "=", p(0)),
);
// ofOrder(orderId): the hold an order was placed on, read as it is (no expiry written).
const ofOrder = prepared((db, p) =>
  db
    .selectFrom("reservations")
    .selectAll()
    .where("id", "=", (eb) => eb.selectFrom("orders").select("reservation_id").where("id", "=", p(0))),
);

// expires_at and created_at are bigint columns (epoch ms): PostgreSQL's driver hands bigints back as strings.
const reservationOf = (row: ReservationRow): ReservationRow => ({
  ...row,
  expires_at: Number(row.expires_at),
  created_at: Number(row.created_at),
});

// PostgreSQL: a hold and its lines in ONE statement (an INSERT in WITH; the lines as one array per column), issued
// with the statements beside it (the transaction's COMMIT: domain/reservations/reservations.ts).
const holdColumns = ["id", "event_id", "status", "expires_at", "created_at", "client_key"] as const;
const insertHold = prepared((db, p) => {
  const query = sql`WITH r AS (INSERT INTO reservations (${sql.join(holdColumns.map((c) => sql.ref(c)))})
      VALUES (${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}) RETURNING id)
    INSERT INTO reservation_lines (reservation_id, ticket_id, quantity)
      SELECT r.id, x.ticket_id, x.quantity FROM r, unnest(${p(6)}::integer[], ${p(7)}::integer[]) AS x(ticket_id, quantity)`;
  return { compile: () => query.compile(db) };
});

export function reservationQueries(db: Kysely<Database>): ReservationQueries {
  // The store builds this group without its dialect (kysely-store.ts); PostgreSQL is the one with INSERTs in WITH.
  const writableCtes = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    async insert(reservation, lines) {
      const row = { client_key: null, ...reservation };
      if (writableCtes) {
        const values = [...holdColumns.map((c) => row[c]), lines.map((l) => l.ticket_id), lines.map((l) => l.quantity)];
        return void (await insertHold(db, ...values));
      }
      await db.insertInto("reservations").values(row).execute();
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
    async read(id, now) {
      const [row] = (await readHold<ReservationRow>(db, id, now)).rows;
      return row && reservationOf(row);
    },
    async ofOrder(orderId) {
      const [row] = (await ofOrder<ReservationRow>(db, orderId)).rows;
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
