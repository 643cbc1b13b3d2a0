// The audit log's one writer: every back-office change (catalog, team, settings, sign-ins) calls recordAudit in the
// transaction that makes the change, so a change is never kept without its row, nor a row without its change.
import type { AuditActorKind } from "../../store/schema.ts";
import type { AuditQueries } from "../../store/index.ts";

/** Who acts, as the audit log keeps it. */
export interface AuditActor {
  kind: AuditActorKind;
  id: number | null;
  /** An email or name, as it was at the time (a later rename does not rewrite history). */
  label: string;
}

/** A signed-in person as the manage guard hands it over (routes/manage/manage-route.ts' Actor has these fields). */
export interface SessionActor {
  userId: number;
  email: string;
  operator: boolean;
}

export interface AuditChange {
  actor: AuditActor | SessionActor;
  organizerId: number | null;
  eventId?: number | null;
  /** Dotted: "event.update", "ticket_type.create", "voucher.delete", "member.invite", "sign_in.passkey" … */
  action: string;
  /** "event:12", "ticket_type:7", "voucher:SUMMER", "user:3" … */
  target: string;
  /** The row before and after the change; null (or absent) for a creation's before and a deletion's after. */
  before?: unknown;
  after?: unknown;
  /** Epoch ms; now when absent. */
  at?: number;
}

/** Keys whose values never go into the log (a password hash, a TOTP secret, a token's hash). */
const SECRET_KEY = /password|secret|hash|credential|recovery/i;

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? "[redacted]" : redact(v),
    ]),
  );
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(redact(value)));

export function auditActor(actor: AuditActor | SessionActor): AuditActor {
  if ("kind" in actor) return actor;
  return { kind: actor.operator ? "operator" : "user", id: actor.userId, label: actor.email };
}

/** Writes one audit row with `tx` (the change's own transaction); returns its id. */
export function recordAudit(tx: { audit: AuditQueries }, change: AuditChange): Promise<number> {
  const actor = auditActor(change.actor);
  return tx.audit.insert({
    at: change.at ?? Date.now(),
    actor_kind: actor.kind,
    actor_id: actor.id,
    actor_label: actor.label,
    organizer_id: change.organizerId,
    event_id: change.eventId ?? null,
    action: change.action,
    target: change.target,
    before: json(change.before),
    after: json(change.after),
  });
}
