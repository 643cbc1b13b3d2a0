import { sql, type Kysely, type Updateable } from "kysely";
import type { CatalogQueries } from "../index.ts";
import type { Database, EventsTable, OrganizersTable, TicketsTable, VouchersTable } from "../schema.ts";

// The back office's reads and writes of the catalog. Every read of an event, ticket type or voucher names its
// parent (the organizer, the event), so a row of another organizer is as absent as one that does not exist. Every
// edit is conditional on the row's `version` and bumps it: of two saves from the same version, the second changes
// nothing (0 rows) and the domain answers 409 changed_meanwhile.

const bump = sql<number>`version + 1`;
const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function catalogQueries(db: Kysely<Database>): CatalogQueries {
  return {
    async organizer(id) {
      return db.selectFrom("organizers").selectAll().where("id", "=", id).executeTakeFirst();
    },
    async subdomainTaken(subdomain, exceptId) {
      const row = await db
        .selectFrom("organizers")
        .select("id")
        .where("subdomain", "=", subdomain)
        .where("id", "<>", exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },
    async updateOrganizer(id, version, patch: Updateable<OrganizersTable>) {
      const r = await db
        .updateTable("organizers")
        .set({ ...patch, version: bump })
        .where("id", "=", id)
        .where("version", "=", version)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async setEventsCardPath(organizerId, cardPath) {
      await db.updateTable("events").set({ card_path: cardPath }).where("organizer_id", "=", organizerId).execute();
    },
    async event(organizerId, eventId) {
      return db
        .selectFrom("events")
        .selectAll()
        .where("id", "=", eventId)
        .where("organizer_id", "=", organizerId)
        .executeTakeFirst();
    },
    async nextEventId() {
      const row = await db
        .selectFrom("events")
        .select((eb) => eb.fn.max("id").as("m"))
        .executeTakeFirst();
      return (n(row?.m) ?? 0) + 1;
    },
    async insertEvent(row) {
      await db.insertInto("events").values(row).execute();
    },
    async updateEvent(organizerId, eventId, version, patch: Updateable<EventsTable>) {
      const r = await db
        .updateTable("events")
        .set({ ...patch, version: bump })
        .where("id", "=", eventId)
        .where("organizer_id", "=", organizerId)
        .where("version", "=", version)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async ticket(eventId, ticketId) {
      return db
        .selectFrom("tickets")
        .selectAll()
        .where("id", "=", ticketId)
        .where("event_id", "=", eventId)
        .executeTakeFirst();
    },
    async nextTicketId() {
      const row = await db
        .selectFrom("tickets")
        .select((eb) => eb.fn.max("id").as("m"))
        .executeTakeFirst();
      return (n(row?.m) ?? 0) + 1;
    },
    async insertTicket(row) {
      await db.insertInto("tickets").values(row).execute();
    },
    async updateTicket(eventId, ticketId, version, patch: Updateable<TicketsTable>) {
      const r = await db
        .updateTable("tickets")
        .set({ ...patch, version: bump })
        .where("id", "=", ticketId)
        .where("event_id", "=", eventId)
        .where("version", "=", version)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async ticketInUse(ticketId) {
      const used = await db
        .selectFrom("order_lines")
        .select("ticket_id")
        .where("ticket_id", "=", ticketId)
        .union(db.selectFrom("reservation_lines").select("ticket_id").where("ticket_id", "=", ticketId))
        .union(db.selectFrom("guest_list").select("ticket_id").where("ticket_id", "=", ticketId))
        .limit(1)
        .executeTakeFirst();
      return used !== undefined;
    },
    async deleteTicket(eventId, ticketId) {
      const r = await db
        .deleteFrom("tickets")
        .where("id", "=", ticketId)
        .where("event_id", "=", eventId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
    async setSortOrder(eventId, ticketId, sortOrder) {
      await db
        .updateTable("tickets")
        .set({ sort_order: sortOrder })
        .where("id", "=", ticketId)
        .where("event_id", "=", eventId)
        .execute();
    },
    async vouchers(eventId) {
      const rows = await db
        .selectFrom("vouchers")
        .selectAll()
        .where("event_id", "=", eventId)
        .orderBy("code_key")
        .execute();
      return rows;
    },
    async voucher(eventId, codeKey) {
      return db
        .selectFrom("vouchers")
        .selectAll()
        .where("event_id", "=", eventId)
        .where("code_key", "=", codeKey)
        .executeTakeFirst();
    },
    async insertVoucher(row) {
      await db.insertInto("vouchers").values(row).execute();
    },
    async updateVoucher(eventId, codeKey, version, patch: Updateable<VouchersTable>) {
      const r = await db
        .updateTable("vouchers")
        .set({ ...patch, version: bump })
        .where("event_id", "=", eventId)
        .where("code_key", "=", codeKey)
        .where("version", "=", version)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    async deleteVoucher(eventId, codeKey) {
      const r = await db
        .deleteFrom("vouchers")
        .where("event_id", "=", eventId)
        .where("code_key", "=", codeKey)
        .executeTakeFirst();
      return Number(r.numDeletedRows) === 1;
    },
    async guests(eventId) {
      const rows = await db
        .selectFrom("guest_list")
        .selectAll()
        .where("event_id", "=", eventId)
        .orderBy("name")
        .orderBy("token")
        .execute();
      return rows.map((g) => ({ ...g, invited_at: n(g.invited_at) }));
    },
    async insertGuests(rows) {
      if (rows.length > 0) await db.insertInto("guest_list").values(rows).execute();
    },
    async markInvited(eventId, tokens, at) {
      if (tokens.length === 0) return;
      await db
        .updateTable("guest_list")
        .set({ invited_at: at })
        .where("event_id", "=", eventId)
        .where("token", "in", [...tokens])
        .execute();
    },
  };
}
