import type { Kysely } from "kysely";
import type { SeedQueries } from "../index.ts";
import { dataTables, type Database } from "../schema.ts";
import { importSeedRows } from "./seed-import.ts";

export function seedQueries(db: Kysely<Database>): SeedQueries {
  return {
    async isEmpty() {
      return (await db.selectFrom("organizers").select("id").limit(1).executeTakeFirst()) === undefined;
    },
    async hasOrders() {
      return (await db.selectFrom("orders").select("id").limit(1).executeTakeFirst()) !== undefined;
    },
    importRows: (seed) => importSeedRows(db, seed),
    async clear() {
      for (const table of dataTables) await db.deleteFrom(table).execute();
    },
    async insert(seed) {
      for (const o of seed.organizers) {
        const { id: organizerId } = await db
          .insertInto("organizers")
          .values({
            subdomain: o.subdomain,
            name: o.name,
            user_commission: o.user_commission,
            user_added_commission: o.user_added_commission,
            currency: o.currency,
            embed_origins: o.embed_origins ? JSON.stringify(o.embed_origins) : null,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        for (const { tickets, vouchers, guest_list, ...event } of o.events) {
          await db
            .insertInto("events")
            .values({ ...event, organizer_id: organizerId })
            .execute();
          if (tickets.length > 0)
            await db
              .insertInto("tickets")
              .values(tickets.map((t) => ({ ...t, event_id: event.id })))
              .execute();
          if (vouchers.length > 0)
            await db
              .insertInto("vouchers")
              .values(
                vouchers.map((v) => ({
                  event_id: event.id,
                  code: v.code,
                  code_key: v.code.toUpperCase(),
                  discount: v.discount,
                  valid_until: v.valid_until,
                  max_uses: v.max_uses ?? null,
                })),
              )
              .execute();
          if (guest_list.length > 0)
            await db
              .insertInto("guest_list")
              .values(guest_list.map((g) => ({ ...g, event_id: event.id, used_by_order: null })))
              .execute();
        }
      }
    },
  };
}
