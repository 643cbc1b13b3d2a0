import type { Kysely } from "kysely";
import type { EventQueries } from "../index.ts";
import type { Database, EventRow, OrganizerRow, TicketRow } from "../schema.ts";
import { prepared } from "./prepared.ts";

const organizerColumns = ["id", "subdomain", "name", "user_commission", "user_added_commission", "currency"] as const;

// Every order reads these three.
const eventById = prepared((db, p) => db.selectFrom("events").selectAll().where("id", "=", p(0)));
const organizerById = prepared((db, p) => db.selectFrom("organizers").select(organizerColumns).where("id", "=", p(0)));
const organizerOfEvent = prepared((db, p) =>
  db
    .selectFrom("organizers")
    .select(organizerColumns)
    .where("id", "=", (eb) => eb.selectFrom("events").select("organizer_id").where("id", "=", p(0))),
);
const ticketsOfEvent = prepared((db, p) =>
  db.selectFrom("tickets").selectAll().where("event_id", "=", p(0)).orderBy("sort_order").orderBy("id"),
);

export function eventQueries(db: Kysely<Database>): EventQueries {
  return {
    listOrganizers: () => db.selectFrom("organizers").select(organizerColumns).orderBy("name").execute(),
    organizer: async (id) => (await organizerById<OrganizerRow>(db, id)).rows[0],
    organizerOfEvent: async (eventId) => (await organizerOfEvent<OrganizerRow>(db, eventId)).rows[0],
    organizerBySubdomain: (subdomain) =>
      db.selectFrom("organizers").select(organizerColumns).where("subdomain", "=", subdomain).executeTakeFirst(),
    listEvents: (organizerId) =>
      db.selectFrom("events").selectAll().where("organizer_id", "=", organizerId).orderBy("id").execute(),
    event: async (id) => (await eventById<EventRow>(db, id)).rows[0],
    tickets: async (eventId) => (await ticketsOfEvent<TicketRow>(db, eventId)).rows,
    async embedOrigins(eventId) {
      const row = await db
        .selectFrom("events as e")
        .innerJoin("organizers as o", "o.id", "e.organizer_id")
        .select("o.embed_origins as list")
        .where("e.id", "=", eventId)
        .executeTakeFirst();
      if (!row?.list) return null;
      const list = JSON.parse(row.list) as unknown;
      return Array.isArray(list) ? list.filter((o): o is string => typeof o === "string") : null;
    },
    async demoShortcuts() {
      const vouchers = await db
        .selectFrom("vouchers as v")
        .innerJoin("events as e", "e.id", "v.event_id")
        .innerJoin("organizers as o", "o.id", "e.organizer_id")
        .select(["v.code", "v.discount", "e.id", "o.subdomain"])
        .orderBy("e.id")
        .orderBy("v.code")
        .execute();
      const guests = await db
        .selectFrom("guest_list as g")
        .innerJoin("events as e", "e.id", "g.event_id")
        .innerJoin("organizers as o", "o.id", "e.organizer_id")
        .select(["g.token", "g.used", "e.id", "o.subdomain"])
        .orderBy("e.id")
        .orderBy("g.token")
        .execute();
      return { vouchers, guests };
    },
  };
}
