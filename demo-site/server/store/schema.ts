import type { Generated, Selectable } from "kysely";
import type { ProviderName } from "./provider-name.ts";
import { orderEventsDataTables, type OrderEventsTables } from "./schema-order-events.ts";
import { refundsDataTables, type RefundsTables } from "./schema-refunds.ts";
import { cancelJobsDataTables, type CancelJobsTables } from "./schema-cancel-jobs.ts";
import { webhooksOutDataTables, type WebhooksOutTables } from "./schema-webhooks-out.ts";
import { apiTokensDataTables, type ApiTokensTables } from "./schema-api-tokens.ts";
import { checkInDataTables, type CheckInTables } from "./schema-check-in.ts";

// The tables as Kysely sees them: one interface per table, the column types as both SQLite and PostgreSQL hand
// them back once the store has read them (see the notes on numbers). Money is a decimal string everywhere ("25.00"),
// never a float. Flags are 0/1 integers (SQLite has no boolean). Epoch-millisecond times are bigint columns, which
// PostgreSQL's driver returns as strings: the queries read them through Number() (queries/rows.ts).

export type { ProviderName };
/** "completed": a free order; the others are the payment API's. */
export type OrderStatus = "completed" | "pending" | "paid" | "failed" | "canceled" | "refunded";

export interface SettingsTable {
  key: string;
  value: string;
}

export interface OrganizersTable {
  id: Generated<number>;
  subdomain: string;
  name: string;
  /** Percent, e.g. 5 (double precision, as SQLite's REAL). */
  user_commission: number;
  /** Fixed fee per paid ticket in the event's currency. */
  user_added_commission: number;
  currency: string;
  /** JSON list of origins allowed to frame the checkout; NULL = any origin. */
  embed_origins: string | null;
  /** The card path new events of this organizer take (migration 0010). */
  card_path: Generated<string>;
  /** Bumped by every back-office edit of the row: a save carrying an older one is refused (migration 0010). */
  version: Generated<number>;
}

export interface EventsTable {
  id: number;
  organizer_id: number;
  name: string;
  start_date: string;
  attention: string | null;
  description_html: string;
  event_ended: number;
  event_sold_out: number;
  force_sold_out: number;
  presale_starts_at: string | null;
  presale_ends_at: string | null;
  currency: string;
  /** Which provider path serves "card": "stripe" or "braintree". */
  card_path: Generated<string>;
  /** The organizer's cap of tickets one buyer email may order for this event; NULL = the server's default. */
  max_tickets_per_buyer: number | null;
  /** Where it takes place (migration 0010). */
  venue: Generated<string | null>;
  /** IANA time zone its dates are shown in ("Europe/Berlin"); "UTC" for events from before it was kept. */
  time_zone: Generated<string>;
  /** ISO date-time it ends; NULL = not said. */
  end_date: Generated<string | null>;
  version: Generated<number>;
}

export interface TicketsTable {
  id: number;
  event_id: number;
  ticket_name: string;
  short_description: string;
  price: string;
  ticket_stock: "limited" | "unlimited";
  stock_limit: number | null;
  sold: number;
  sort_order: number;
  purchase_limit: number;
  /** 1: not offered to buyers (migration 0010). */
  hidden: Generated<number>;
  version: Generated<number>;
}

export interface VouchersTable {
  event_id: number;
  code: string;
  /** The code upper-cased: codes compare case-insensitively. */
  code_key: string;
  discount: number;
  /** ISO date-time after which the code no longer applies; NULL = no end. */
  valid_until: string | null;
  /** How many completed orders may use it; NULL = no limit (migration 0010). */
  max_uses: Generated<number | null>;
  /** Completed orders that used it, counted in their transaction. */
  uses: Generated<number>;
  version: Generated<number>;
}

export interface GuestListTable {
  token: string;
  event_id: number;
  ticket_id: number;
  used: number;
  used_by_order: string | null;
  /** The guest's name and address (migration 0010; NULL for tokens from before). */
  name: Generated<string | null>;
  email: Generated<string | null>;
  /** Epoch ms the last invitation mail was queued. */
  invited_at: Generated<number | null>;
}

/** Who made a change: a signed-in user (or the operator), the server itself, or a seed import. */
export type AuditActorKind = "user" | "operator" | "system" | "import";

/** One change, with who made it and the row before and after it (JSON), written in the change's transaction. */
export interface AuditLogTable {
  id: Generated<number>;
  /** Epoch ms. */
  at: number;
  actor_kind: AuditActorKind;
  actor_id: number | null;
  /** The actor's email or name as it was then. */
  actor_label: string;
  organizer_id: number | null;
  event_id: number | null;
  /** What happened, dotted: "event.update", "ticket_type.create", "member.invite", "sign_in.passkey" … */
  action: string;
  /** What it happened to: "event:12", "ticket_type:7", "voucher:SUMMER", "user:3" … */
  target: string;
  before: string | null;
  after: string | null;
}

export interface OrdersTable {
  id: string;
  event_id: number;
  link_token: string;
  status: OrderStatus;
  payment_method: string;
  voucher_code: string | null;
  guest_list_token: string | null;
  first_name: string;
  last_name: string;
  email: string;
  street: string;
  post_code: string;
  city: string;
  country: string;
  country_code: string | null;
  company_name: string | null;
  vat_number: string | null;
  lang: string | null;
  currency: string;
  price_before_discount: string;
  discount_amount: string;
  final_price_paid: string;
  created_at: string;
  provider: ProviderName | null;
  provider_ref: string | null;
  reservation_id: string | null;
  return_token: string | null;
  status_reason: string | null;
  updated_at: string | null;
  /** The provider's refund id of an order refunded because its tickets were gone (migration 0003). */
  refund_ref: string | null;
}

export interface OrderLinesTable {
  order_id: string;
  ticket_id: number;
  ticket_name: string;
  unit_price: string;
  quantity: number;
}

export interface IssuedTicketsTable {
  id: string;
  order_id: string;
  ticket_id: number;
  position: number;
  code: string;
}

export interface ReservationsTable {
  id: string;
  event_id: number;
  status: "held" | "expired" | "consumed" | "released";
  expires_at: number;
  created_at: number;
  /** Keyed hash of the client's address (holds per client); NULL for holds made before it was recorded. */
  client_key: Generated<string | null>;
}

export interface ReservationLinesTable {
  reservation_id: string;
  ticket_id: number;
  quantity: number;
}

export interface IdempotencyKeysTable {
  key: string;
  route: string;
  body_hash: string;
  status: number | null;
  response: string | null;
  created_at: number;
}

export interface SandboxPaymentsTable {
  id: string;
  provider: string;
  status: string;
  amount: string;
  currency: string;
  secret: string | null;
  data: string;
  created_at: number;
}

/** Shared rate-limit counters (domain/limits): points used in the window that ends at `expire` (epoch ms). */
export interface RateLimitsTable {
  key: string;
  points: number;
  expire: number | null;
}

/** Provider notifications already handled (migration 0003). */
export interface WebhookEventsTable {
  provider: string;
  event_id: string;
  type: string;
  order_id: string | null;
  received_at: number;
}

/** What mail is queued, sent or given up (migration 0004). */
export type MailKind = "ticket" | "pending" | "failed" | NoticeKind;
/**
 * A notice: a mail about no order, to `recipient`, whose content (domain/mail/notice-mail.ts) is kept on the row
 * (migration 0009): "invitation" (a back-office team invitation), "guest_invitation" (a guest-list invitation),
 * "refund" (a buyer's refund went through), "event_canceled" (to every buyer of a canceled event),
 * "webhook_disabled" (to an organizer's owners: an endpoint failed for days). A notice about an order keeps its id.
 */
export type NoticeKind = "invitation" | "guest_invitation" | "refund" | "event_canceled" | "webhook_disabled";
/** "skipped": not sent because it no longer applied (a "still processing" mail for an order paid meanwhile). */
export type MailStatus = "queued" | "sent" | "failed" | "skipped";

/** One mail an order's state change asked for (domain/mail). Times are epoch ms. */
export interface MailOutboxTable {
  /** Also the local part of the Message-ID every attempt of this mail carries. */
  id: string;
  /** `<order>:<kind>` (or a resend's own key): the same mail is queued once. */
  dedupe_key: string;
  order_id: string;
  kind: MailKind;
  status: MailStatus;
  attempts: number;
  next_attempt_at: number;
  /** A sender owns the row until then. */
  lease_until: number | null;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
  /** Notices only (migration 0009): where it goes, its language and its content as JSON; NULL for order mails. */
  recipient: string | null;
  lang: string | null;
  data: string | null;
}

/** A mail the demo's SMTP catcher received (migration 0004). */
export interface CaughtMailTable {
  id: string;
  message_id: string;
  envelope_to: string;
  subject: string;
  /** The message as received (RFC 5322 source). */
  raw: string;
  received_at: number;
}

/** A person who signs in to the back office (migration 0009). Times are epoch ms. */
export interface UsersTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  name: string;
  /** 1: the operator, who runs the server (organizers, commission). */
  operator: Generated<number>;
  /** The WebAuthn user handle (base64url of 32 random bytes), never the email. */
  webauthn_user_id: string;
  /** scrypt (domain/accounts/password.ts), NULL for a passkey-only account. */
  password_hash: string | null;
  /** Base32 TOTP secret, NULL without password sign-in. */
  totp_secret: string | null;
  /** The last TOTP time step accepted: a code of that step or before is refused (replay). */
  totp_last_step: number | null;
  created_at: number;
}

export type MemberRole = "owner" | "manager" | "door";

export interface MembershipsTable {
  user_id: number;
  organizer_id: number;
  role: MemberRole;
  created_at: number;
}

export interface WebauthnCredentialsTable {
  /** The credential id, base64url. */
  id: string;
  user_id: number;
  /** COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON list of transports, or NULL. */
  transports: string | null;
  device_type: string;
  backed_up: number;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

export interface RecoveryCodesTable {
  user_id: number;
  /** SHA-256 of the code (base64url): the code itself is shown once, at enrolment. */
  code_hash: string;
  used_at: number | null;
}

export interface SessionsTable {
  /** A public id (for the actor and the audit log); the cookie's token is never stored. */
  id: string;
  /** SHA-256 of the cookie's token, base64url. */
  token_hash: string;
  user_id: number;
  created_at: number;
  last_seen_at: number;
  /** The last passkey/TOTP sign-in in this session (fresh sign-in for money and power). */
  auth_at: number;
  ip: string | null;
  user_agent: string | null;
}

export interface InvitationsTable {
  id: Generated<number>;
  /** SHA-256 of the link's token, base64url. */
  token_hash: string;
  /** Lower-cased; the account made from it has this email. */
  email: string;
  /** The organizer joined, with `role`; NULL for an operator invitation. */
  organizer_id: number | null;
  operator: number;
  role: MemberRole | null;
  invited_by: number | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  revoked_at: number | null;
}

/** WebAuthn challenges handed out, until used (once) or expired. */
export interface WebauthnChallengesTable {
  challenge: string;
  /** "sign-in", "enrol:<invitation id>" or "add:<user id>". */
  purpose: string;
  subject: string | null;
  expires_at: number;
}

export interface SandboxControlsTable {
  target: string;
  outcome: string;
  times: number;
}

export interface Database
  extends OrderEventsTables, RefundsTables, CancelJobsTables, WebhooksOutTables, ApiTokensTables, CheckInTables {
  settings: SettingsTable;
  organizers: OrganizersTable;
  events: EventsTable;
  tickets: TicketsTable;
  vouchers: VouchersTable;
  guest_list: GuestListTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  issued_tickets: IssuedTicketsTable;
  reservations: ReservationsTable;
  reservation_lines: ReservationLinesTable;
  idempotency_keys: IdempotencyKeysTable;
  sandbox_payments: SandboxPaymentsTable;
  sandbox_controls: SandboxControlsTable;
  rate_limits: RateLimitsTable;
  webhook_events: WebhookEventsTable;
  mail_outbox: MailOutboxTable;
  caught_mail: CaughtMailTable;
  users: UsersTable;
  memberships: MembershipsTable;
  webauthn_credentials: WebauthnCredentialsTable;
  recovery_codes: RecoveryCodesTable;
  sessions: SessionsTable;
  invitations: InvitationsTable;
  webauthn_challenges: WebauthnChallengesTable;
  audit_log: AuditLogTable;
}

/** Rows as the store returns them. */
export type OrganizerRow = Omit<Selectable<OrganizersTable>, "embed_origins" | "card_path" | "version">;
export type EventRow = Selectable<EventsTable>;
export type TicketRow = Selectable<TicketsTable>;
export type OrderRecord = Selectable<OrdersTable>;
export type ReservationRow = Selectable<ReservationsTable>;
export type ReservationStatus = ReservationsTable["status"];

/** Every table with data, children first, so a reset never trips a foreign key. */
export const dataTables = [
  ...orderEventsDataTables,
  ...refundsDataTables,
  ...cancelJobsDataTables,
  ...webhooksOutDataTables,
  ...apiTokensDataTables,
  ...checkInDataTables,
  "audit_log",
  "mail_outbox",
  "caught_mail",
  "webhook_events",
  "idempotency_keys",
  "sandbox_payments",
  "sandbox_controls",
  "reservation_lines",
  "reservations",
  "issued_tickets",
  "order_lines",
  "orders",
  "guest_list",
  "vouchers",
  "tickets",
  "events",
  "organizers",
] as const satisfies readonly (keyof Database)[];
