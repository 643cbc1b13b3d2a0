import type { Kysely } from "kysely";
import type { AuditEntry, AuditQueries, AuditRow } from "../index.ts";
import type { Database } from "../schema.ts";

/** bigint columns come back from PostgreSQL as strings. */
const row = (r: AuditRow): AuditRow => ({
  ...r,
  id: Number(r.id),
  at: Number(r.at),
});

export function auditQueries(db: Kysely<Database>): AuditQueries {
  return {
    async insert(entry: AuditEntry) {
      const { id } = await db.insertInto("audit_log").values(entry).returning("id").executeTakeFirstOrThrow();
      return Number(id);
    },
    async list({ organizerId, eventId, before, withoutTeam, limit }) {
      let query = db.selectFrom("audit_log").selectAll();
      if (withoutTeam) query = query.where("action", "not like", "member.%");
      if (organizerId !== undefined) query = query.where("organizer_id", "=", organizerId);
      if (eventId !== undefined) query = query.where("event_id", "=", eventId);
      if (before !== undefined) query = query.where("id", "<", before);
      const rows = await query.orderBy("id", "desc").limit(limit).execute();
      return rows.map(row);
    },
  };
}
