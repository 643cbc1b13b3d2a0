// The seed as an import: every row of the file added or updated in place, nothing deleted, and nothing that orders
// changed (a ticket's sold, a voucher's uses, a guest's used) taken back. Runs in the caller's transaction.
import { sql, type Kysely } from "kysely";
import type { SeedData, SeedImportSummary } from "../index.ts";
import type { Database } from "../schema.ts";

/** A row of the file that cannot be applied without breaking what the database holds; nothing is imported then. */
export class SeedConflictError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = "SeedConflictError";
  }
}

const bump = sql<number>`version + 1`;

export async function importSeedRows(db: Kysely<Database>, seed: SeedData): Promise<SeedImportSummary> {
  const added = { organizers: 0, events: 0, tickets: 0, vouchers: 0, guests: 0 };
  const updated = { organizers: 0, events: 0, tickets: 0, vouchers: 0, guests: 0 };
  for (const [o, org] of seed.organizers.entries()) {
    const { events, embed_origins, ...fields } = org;
    const organizer = { ...fields, embed_origins: embed_origins ? JSON.stringify(embed_origins) : null };
    const existing = await db
      .selectFrom("organizers")
      .select("id")
      .where("subdomain", "=", org.subdomain)
      .executeTakeFirst();
    let organizerId: number;
    if (existing) {
      organizerId = existing.id;
      await db
        .updateTable("organizers")
        .set({ ...organizer, version: bump })
        .where("id", "=", organizerId)
        .execute();
      updated.organizers++;
    } else {
      organizerId = (await db.insertInto("organizers").values(organizer).returning("id").executeTakeFirstOrThrow()).id;
      added.organizers++;
    }
    for (const [e, { tickets, vouchers, guest_list, ...event }] of events.entries()) {
      const path = `organizers[${o}].events[${e}]`;
      const had = await db.selectFrom("events").select("organizer_id").where("id", "=", event.id).executeTakeFirst();
      if (had && Number(had.organizer_id) !== Number(organizerId))
        throw new SeedConflictError(`${path}.id`, `event ${event.id} belongs to another organizer in the database`);
      if (had) {
        await db
          .updateTable("events")
          .set({ ...event, version: bump })
          .where("id", "=", event.id)
          .execute();
        updated.events++;
      } else {
        await db
          .insertInto("events")
          .values({ ...event, organizer_id: organizerId })
          .execute();
        added.events++;
      }
      for (const [i, { sold, ...ticket }] of tickets.entries()) {
        const tpath = `${path}.event_tickets[${i}]`;
        const row = await db
          .selectFrom("tickets")
          .select(["event_id", "sold"])
          .where("id", "=", ticket.id)
          .executeTakeFirst();
        if (row && Number(row.event_id) !== event.id)
          throw new SeedConflictError(`${tpath}.id`, `ticket ${ticket.id} belongs to event ${row.event_id}`);
        if (row) {
          if (ticket.ticket_stock === "limited" && ticket.stock_limit !== null && ticket.stock_limit < row.sold)
            throw new SeedConflictError(
              `${tpath}.stock_limit`,
              `ticket ${ticket.id} has ${row.sold} sold: its stock_limit cannot be ${ticket.stock_limit}`,
            );
          await db
            .updateTable("tickets")
            .set({ ...ticket, version: bump })
            .where("id", "=", ticket.id)
            .execute();
          updated.tickets++;
        } else {
          await db
            .insertInto("tickets")
            .values({ ...ticket, sold, event_id: event.id })
            .execute();
          added.tickets++;
        }
      }
      for (const v of vouchers) {
        const key = v.code.toUpperCase();
        const fields = { code: v.code, discount: v.discount, valid_until: v.valid_until, max_uses: v.max_uses ?? null };
        const changed = await db
          .updateTable("vouchers")
          .set({ ...fields, version: bump })
          .where("event_id", "=", event.id)
          .where("code_key", "=", key)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) > 0) updated.vouchers++;
        else {
          await db
            .insertInto("vouchers")
            .values({ ...fields, event_id: event.id, code_key: key })
            .execute();
          added.vouchers++;
        }
      }
      for (const [i, g] of guest_list.entries()) {
        const row = await db
          .selectFrom("guest_list")
          .select(["event_id", "used"])
          .where("token", "=", g.token)
          .executeTakeFirst();
        if (row && Number(row.event_id) !== event.id)
          throw new SeedConflictError(`${path}.guest_list[${i}].token`, `guest token ${g.token} is another event's`);
        if (row) {
          // A used invitation stays used: only what describes the guest changes.
          await db
            .updateTable("guest_list")
            .set({ name: g.name ?? null, email: g.email ?? null, ...(row.used ? {} : { ticket_id: g.ticket_id }) })
            .where("token", "=", g.token)
            .execute();
          updated.guests++;
        } else {
          await db
            .insertInto("guest_list")
            .values({ ...g, event_id: event.id, used_by_order: null })
            .execute();
          added.guests++;
        }
      }
    }
  }
  return { added, updated };
}
