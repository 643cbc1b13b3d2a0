// The audit log as the back office reads it: an organizer's entries, or one event's, newest first, a page at a time.
import type { AuditQueries } from "../../store/index.ts";

export const AUDIT_PAGE = 50;

export interface AuditQuery {
  /** Only this event's entries. */
  eventId?: number;
  /** Entries older than this id (the last id of the previous page). */
  before?: number;
  /** Leave out the team's entries: for a role that may not see the team. */
  withoutTeam?: boolean;
}

export async function listAudit(store: { audit: AuditQueries }, organizerId: number, query: AuditQuery) {
  const rows = await store.audit.list({ organizerId, ...query, limit: AUDIT_PAGE });
  return {
    entries: rows.map((r) => ({
      id: r.id,
      at: r.at,
      actor: { kind: r.actor_kind, id: r.actor_id, label: r.actor_label },
      event_id: r.event_id,
      action: r.action,
      target: r.target,
      before: r.before === null ? null : (JSON.parse(r.before) as unknown),
      after: r.after === null ? null : (JSON.parse(r.after) as unknown),
    })),
    // The next page's `before`, or null at the oldest entry.
    next: rows.length === AUDIT_PAGE ? rows[rows.length - 1]!.id : null,
  };
}
