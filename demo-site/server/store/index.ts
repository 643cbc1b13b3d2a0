import type { OrderEventsQueries } from "./queries/order-events.ts";
import type { RefundsQueries } from "./queries/refunds.ts";
import type { CancelJobsQueries } from "./queries/cancel-jobs.ts";
import type { WebhooksOutQueries } from "./queries/webhooks-out.ts";
import type { ApiTokensQueries } from "./queries/api-tokens.ts";
import type { CheckInSetupQueries } from "./queries/check-in-setup.ts";
import type { CheckInsQueries } from "./queries/check-ins.ts";
import type { ExportQueries } from "./queries/exports.ts";
import type { Insertable, Selectable, Updateable } from "kysely";
import type { AuditLogTable, CaughtMailTable, MailKind, MailOutboxTable } from "./schema.ts";
import type { EventsTable, GuestListTable, OrganizersTable, TicketsTable, VouchersTable } from "./schema.ts";
import type {
  EventRow,
  OrderRecord,
  OrderStatus,
  OrganizerRow,
  ProviderName,
  ReservationRow,
  ReservationStatus,
  SandboxPaymentsTable,
  TicketRow,
} from "./schema.ts";

// The one face of everything the server keeps. Routes and domain code talk only to this interface; behind it one
// implementation (kysely-store.ts) runs the same queries (queries/) on SQLite (sqlite/) and PostgreSQL (postgres/), with
// a small dialect hook (dialect.ts) for what differs: row locks, transaction start, retryable errors, the data
// version. Every method is async. A `Tx` has every method of the store and runs them in one transaction.

export type { MailKind, MailStatus } from "./schema.ts";
export type { MemberRole, NoticeKind } from "./schema.ts";
export type * from "./queries/accounts-types.ts";
export type * from "./queries/order-events.ts";
export type * from "./schema-order-events.ts";
export type * from "./queries/refunds.ts";
export type * from "./schema-refunds.ts";
export type * from "./queries/cancel-jobs.ts";
export type * from "./schema-cancel-jobs.ts";
export type * from "./queries/webhooks-out.ts";
export type * from "./schema-webhooks-out.ts";
export type * from "./queries/api-tokens.ts";
export type * from "./queries/check-in-setup.ts";
export type * from "./queries/check-ins.ts";
export type * from "./queries/exports.ts";
export type * from "./schema-api-tokens.ts";
export type * from "./schema-check-in.ts";
import type { AccountQueries } from "./queries/accounts-types.ts";
export type {
  EventRow,
  OrderRecord,
  OrderStatus,
  OrganizerRow,
  ProviderName,
  ReservationRow,
  ReservationStatus,
  TicketRow,
} from "./schema.ts";

/** Organizers, events, their tickets and what the pages show of them. */
export interface EventQueries {
  listOrganizers(): Promise<OrganizerRow[]>;
  organizer(id: number): Promise<OrganizerRow | undefined>;
  /** The organizer of event `eventId` (one query: it can go together with the event's own). */
  organizerOfEvent(eventId: number): Promise<OrganizerRow | undefined>;
  organizerBySubdomain(subdomain: string): Promise<OrganizerRow | undefined>;
  listEvents(organizerId: number): Promise<EventRow[]>;
  event(id: number): Promise<EventRow | undefined>;
  /** The event's tickets in display order (sort_order, id). */
  tickets(eventId: number): Promise<TicketRow[]>;
  /** The organizer's embed_origins for this event; null when it lists none (any origin) or the event is unknown. */
  embedOrigins(eventId: number): Promise<string[] | null>;
  /** Every voucher and guest-list token with its event and organizer (the demo home page's shortcuts). */
  demoShortcuts(): Promise<{
    vouchers: { code: string; discount: number; id: number; subdomain: string }[];
    guests: { token: string; used: number; id: number; subdomain: string }[];
  }>;
}

/**
 * Stock. Every write that can take stock runs in a transaction that first locks the ticket rows it touches
 * (`lock`: FOR NO KEY UPDATE in id order on PostgreSQL, so concurrent orders queue per ticket without deadlocks; nothing
 * on SQLite, whose BEGIN IMMEDIATE already admits one writer at a time), then counts and writes. Holds count by
 * time: a reservation whose `expires_at` has passed holds nothing, whatever its status says.
 */
export interface StockQueries {
  lock(ticketIds: readonly number[]): Promise<void>;
  /** stock_limit - sold - held by live reservations other than `exceptReservation` (null for unlimited tickets). */
  left(ticketId: number, now: number, exceptReservation: string | null): Promise<number | null>;
  /**
   * Adds `quantity` to sold if it still fits: one conditional UPDATE (sold + quantity + held by others <=
   * stock_limit, or unlimited). Returns whether it was taken.
   */
  take(ticketId: number, quantity: number, now: number, exceptReservation: string | null): Promise<boolean>;
  /**
   * take() for an order's last writes, sent together with Tx.commit(): a refusal is an error (StockShortError,
   * errors.ts), never false, so that the COMMIT behind it rolls back instead. The transaction is over then.
   */
  takeOrThrow(ticketId: number, quantity: number, now: number): Promise<void>;
  /** left() of each of `ticketIds` in one statement on PostgreSQL: ticket id -> left (null: unlimited). */
  leftOf(
    ticketIds: readonly number[],
    now: number,
    exceptReservation: string | null,
  ): Promise<Map<number, number | null>>;
  /** lock() of the order's tickets (its lines'), in one statement. */
  lockForOrder(orderId: string): Promise<void>;
  /** left() of each of the order's tickets, its own hold left out, in one statement: ticket id -> left (null: unlimited). */
  leftForOrder(orderId: string, now: number): Promise<Map<number, number | null>>;
  /**
   * take() of every line of the order (`lineCount` of them), its own hold left out, in one statement; like takeOrThrow
   * a refusal is an error (StockShortError), so it may go with Tx.commit().
   */
  takeForOrder(orderId: string, now: number, lineCount: number): Promise<void>;
  /** Quantities held by live reservations per ticket of the event, and the earliest expiry among them. */
  heldForEvent(eventId: number, now: number): Promise<{ held: Map<number, number>; earliestExpiry: number | null }>;
}

export interface VoucherQueries {
  /** By the upper-cased code; `valid_until` is the end of its validity (ISO) or null; `max_uses` null: no limit. */
  find(
    eventId: number,
    codeKey: string,
  ): Promise<
    { code: string; discount: number; valid_until: string | null; max_uses: number | null; uses: number } | undefined
  >;
  /**
   * Counts one use of the code if one is left (a conditional UPDATE, in the transaction of the order that uses it);
   * undefined when the code is unknown or used up.
   */
  use(
    eventId: number,
    codeKey: string,
  ): Promise<{ code: string; discount: number; valid_until: string | null } | undefined>;
}

export interface GuestRow {
  token: string;
  event_id: number;
  ticket_id: number;
  used: number;
}

export interface GuestListQueries {
  find(token: string): Promise<GuestRow | undefined>;
  /** Marks an unused token used by `orderId`: a conditional UPDATE; false when it was used already. */
  use(token: string, orderId: string): Promise<boolean>;
}

export type NewOrder = Omit<
  OrderRecord,
  "provider" | "provider_ref" | "reservation_id" | "return_token" | "status_reason" | "updated_at" | "refund_ref"
> &
  Partial<Pick<OrderRecord, "provider" | "reservation_id" | "return_token" | "updated_at">>;

export interface NewOrderLine {
  ticket_id: number;
  ticket_name: string;
  unit_price: string;
  quantity: number;
}

export interface IssuedTicket {
  id: string;
  ticket_id: number;
  position: number;
  code: string;
}

/** What a ticket PDF shows, found by the order's link token. */
export interface TicketDocument {
  order: {
    id: string;
    event_id: number;
    first_name: string;
    last_name: string;
    email: string;
    currency: string;
    final_price_paid: string;
    voucher_code: string | null;
    lang: string | null;
    event_name: string;
    start_date: string;
    /** The event's IANA time zone and venue (migration 0010). */
    time_zone: string;
    venue: string | null;
    /** A canceled order's tickets are void (an event canceled: its free orders too). */
    status: OrderStatus;
  };
  lines: { ticket_name: string; quantity: number; unit_price: string }[];
  tickets: { ticket_name: string; code: string }[];
}

/** An order with the rows written with it (OrderQueries.insertMany). */
export interface NewOrderWithRows {
  order: NewOrder;
  lines: readonly NewOrderLine[];
  tickets: readonly IssuedTicket[];
}

export interface OrderQueries {
  /**
   * The order with its lines and, for an order complete at once (free, guest list), its issued tickets: one statement
   * on PostgreSQL, a statement per row on SQLite.
   */
  insert(order: NewOrder, lines: readonly NewOrderLine[], tickets?: readonly IssuedTicket[]): Promise<void>;
  /** Several orders, each with its lines and issued tickets: a statement per table, whatever their number. */
  insertMany(orders: readonly NewOrderWithRows[]): Promise<void>;
  issueTickets(orderId: string, tickets: readonly IssuedTicket[]): Promise<void>;
  find(id: string): Promise<OrderRecord | undefined>;
  /** The order, its row locked until the transaction ends (PostgreSQL; SQLite's writer lock already covers it). */
  lock(id: string): Promise<OrderRecord | undefined>;
  findByProviderRef(provider: ProviderName, ref: string): Promise<OrderRecord | undefined>;
  /** Each line with its ticket row (sort_order, id). */
  linesWithTickets(orderId: string): Promise<(TicketRow & { quantity: number })[]>;
  setProviderRef(id: string, ref: string, at: string): Promise<void>;
  /** Moves the order to `to` only from one of `from`; returns whether it moved. */
  setStatus(
    id: string,
    to: OrderStatus,
    from: readonly OrderStatus[],
    reason: string | null,
    at: string,
  ): Promise<boolean>;
  ticketDocument(linkToken: string): Promise<TicketDocument | undefined>;
}

export interface ReservationQueries {
  /** `client_key`: who the hold is for (domain/limits), absent for a hold not counted per client. */
  insert(
    reservation: Omit<ReservationRow, "client_key"> & { client_key?: string | null },
    lines: readonly { ticket_id: number; quantity: number }[],
  ): Promise<void>;
  /** The reservation, marked expired first when its time is up (expiry applied on read). */
  get(id: string, now: number): Promise<ReservationRow | undefined>;
  /**
   * get() without its write, in one statement issued with those beside it: a hold whose time is up reads expired; the
   * sweep (expireDue) writes it.
   */
  read(id: string, now: number): Promise<ReservationRow | undefined>;
  /** The hold order `orderId` was placed on, as stored (expiry not applied: see isLive). */
  ofOrder(orderId: string): Promise<ReservationRow | undefined>;
  setStatus(id: string, to: ReservationStatus, from: ReservationStatus): Promise<boolean>;
  /** Marks every held reservation whose time is up as expired; returns how many. */
  expireDue(now: number): Promise<number>;
}

export interface IdempotencyRow {
  body_hash: string;
  status: number | null;
  response: string | null;
  created_at: number;
}

export interface IdempotencyQueries {
  /** Inserts an unfinished claim unless the key exists (ON CONFLICT DO NOTHING); true when this call inserted it. */
  claim(key: string, route: string, bodyHash: string, now: number): Promise<boolean>;
  find(key: string, route: string): Promise<IdempotencyRow | undefined>;
  /** Takes over an unfinished claim created at `createdAt` (compare-and-set); false when someone else moved it. */
  takeOver(key: string, route: string, bodyHash: string, now: number, createdAt: number): Promise<boolean>;
  complete(key: string, route: string, status: number, response: string | null): Promise<void>;
  /** Forgets an unfinished claim. */
  release(key: string, route: string): Promise<void>;
  /** Drops finished keys created before `before`; returns how many. */
  prune(before: number): Promise<number>;
}

export type SandboxPaymentRow = Omit<SandboxPaymentsTable, "created_at">;

/** The sandbox providers' own records (demo mode): kept here so every process agrees, as with a real provider. */
export interface SandboxQueries {
  insertPayment(row: SandboxPaymentRow, now: number): Promise<void>;
  findPayment(provider: string, id: string): Promise<SandboxPaymentRow | undefined>;
  /** Moves a payment to `to`, only from one of `from` when given; returns whether it moved. */
  setPaymentStatus(provider: string, id: string, to: string, from?: readonly string[]): Promise<boolean>;
  setPaymentData(provider: string, id: string, data: string): Promise<void>;
  setControl(target: string, outcome: string, times: number): Promise<void>;
  /** Uses up one driven call of `target` (a conditional decrement): its outcome, or null when none is set. */
  takeControl(target: string): Promise<string | null>;
}

export interface SettingsQueries {
  get(key: string): Promise<string | undefined>;
  /** Inserts the value unless the key exists; returns the value the store keeps. */
  getOrInsert(key: string, value: string): Promise<string>;
}

/** A validated seed, as rows (domain/seed maps the seed file onto it). */
export interface SeedData {
  organizers: {
    subdomain: string;
    name: string;
    user_commission: number;
    user_added_commission: number;
    currency: string;
    embed_origins: string[] | null;
    events: (Omit<EventRow, "organizer_id" | "version" | "venue" | "time_zone" | "end_date"> &
      Partial<Pick<EventRow, "venue" | "time_zone" | "end_date">> & {
        tickets: (Omit<TicketRow, "event_id" | "hidden" | "version"> & { hidden?: number })[];
        vouchers: { code: string; discount: number; valid_until: string | null; max_uses?: number | null }[];
        guest_list: { token: string; ticket_id: number; used: number; name?: string | null; email?: string | null }[];
      })[];
  }[];
}

/** What an import did, counted per kind of row. */
export interface SeedImportSummary {
  added: { organizers: number; events: number; tickets: number; vouchers: number; guests: number };
  updated: { organizers: number; events: number; tickets: number; vouchers: number; guests: number };
}

export interface SeedQueries {
  isEmpty(): Promise<boolean>;
  /** Whether any order exists (a reset would delete it). */
  hasOrders(): Promise<boolean>;
  /** Deletes every row of every data table (children first). */
  clear(): Promise<void>;
  insert(seed: SeedData): Promise<void>;
  /**
   * Adds what is new and updates what exists (organizers by subdomain, events and tickets by id, vouchers by event
   * and code, guests by token), deleting nothing. What orders made stays: a ticket's sold, a voucher's uses, a
   * guest's used. Throws SeedConflictError (queries/seed-import.ts) for a row that would break that: an event id of
   * another organizer, a ticket id of another event, a stock below what is sold.
   */
  importRows(seed: SeedData): Promise<SeedImportSummary>;
}

/** The shared rate-limit counters (domain/limits/store-limiter.ts). Times are epoch ms. */
export interface RateLimitQueries {
  /**
   * Adds `points` to the key's counter in one atomic statement and returns it. A counter whose window ended (or a
   * new one) starts at `points` with the window `expire`; `replace` sets both whatever was there (a block).
   */
  add(
    key: string,
    points: number,
    expire: number | null,
    now: number,
    replace: boolean,
  ): Promise<{ points: number; expire: number | null }>;
  /**
   * add() for several keys in ONE statement (each key once), their rows taken in key order so that two callers with
   * overlapping keys queue instead of deadlocking; each key's counter after it, by key.
   */
  addMany(
    entries: readonly { key: string; points: number; expire: number | null }[],
    now: number,
  ): Promise<Map<string, { points: number; expire: number | null }>>;
  /** The counter while its window lasts. */
  get(key: string, now: number): Promise<{ points: number; expire: number | null } | undefined>;
  delete(key: string): Promise<boolean>;
  /** Drops counters whose window ended before `before`; returns how many. */
  prune(before: number): Promise<number>;
}

/** The counts behind the per-buyer ticket cap and the per-client hold cap. */
export interface BuyerLimitQueries {
  /**
   * Tickets ordered for the event by this email (case-insensitive): completed and paid orders, and pending ones
   * created at or after `pendingSince` (an ISO time: a payment still under way); guest-list orders do not count.
   */
  ticketsForBuyer(eventId: number, email: string, pendingSince: string): Promise<number>;
  /** ticketsForBuyer for several emails in one statement, keyed by the lower-cased email (absent: none). */
  ticketsForBuyers(eventId: number, emails: readonly string[], pendingSince: string): Promise<Map<string, number>>;
  /** Live holds (held, not expired at `now`) made for this client key, and when the first of them expires. */
  openHolds(clientKey: string, now: number): Promise<{ count: number; earliestExpiry: number | null }>;
}

/** Live payments: handled provider notifications, orders for the reconciliation sweep, refund ids. */
export interface PaymentQueries {
  /** Whether this provider notification was handled already. */
  eventSeen(provider: ProviderName, eventId: string): Promise<boolean>;
  /** Records a handled notification (INSERT … ON CONFLICT DO NOTHING); true for the first record of it. */
  recordEvent(
    provider: ProviderName,
    eventId: string,
    type: string,
    orderId: string | null,
    now: number,
  ): Promise<boolean>;
  /** Pending orders with a provider, created before `before` (ISO time), oldest first. */
  pendingBefore(before: string, limit: number): Promise<OrderRecord[]>;
  /** Orders refunded because their tickets were gone whose refund the provider has not confirmed yet. */
  refundsOwed(limit: number): Promise<OrderRecord[]>;
  /** Keeps the provider's refund id on the order (only the first one). */
  setRefundRef(orderId: string, refundRef: string, at: string): Promise<boolean>;
}

export type MailOutboxRow = MailOutboxTable;
export type CaughtMailRow = CaughtMailTable;

export type NewMail = Pick<MailOutboxRow, "id" | "dedupe_key" | "order_id" | "kind" | "created_at" | "next_attempt_at">;
export type NewNotice = NewMail & { recipient: string; lang: string; data: string };

/** The mail outbox (domain/mail): rows written in the order's transaction, drained by the sender. Times epoch ms. */
export interface MailOutboxQueries {
  /** Queues a mail unless one with `dedupe_key` exists (ON CONFLICT DO NOTHING); true when this call queued it. */
  queue(row: NewMail): Promise<boolean>;
  /** A notice (a mail about no order: recipient, language and content on the row) unless `dedupe_key` exists. */
  queueNotice(row: NewNotice): Promise<boolean>;
  /** queue() for several rows in one statement; returns how many were queued. */
  queueMany(rows: readonly NewMail[]): Promise<number>;
  /** Whether a mail of this kind was queued for the order. */
  has(orderId: string, kind: MailKind): Promise<boolean>;
  /** Queued rows due at `now` and not leased, oldest first (candidates: `lease` decides who sends). */
  due(now: number, limit: number): Promise<MailOutboxRow[]>;
  /** Takes the row until `until` if it is still queued, due and unleased (conditional UPDATE); true when taken. */
  lease(id: string, now: number, until: number): Promise<boolean>;
  /** Marks a leased row sent. */
  sent(id: string, now: number): Promise<void>;
  /** Puts a row back for another attempt at `nextAttemptAt` (attempts + 1, lease dropped). */
  retry(id: string, nextAttemptAt: number, error: string): Promise<void>;
  /** Gives a row up (a permanent failure): kept with its error for the organizer. */
  fail(id: string, error: string): Promise<void>;
  /** Drops a row that no longer applies (kept, marked skipped, with why). */
  skip(id: string, reason: string): Promise<void>;
  find(id: string): Promise<MailOutboxRow | undefined>;
  /** Every row of an order, oldest first. */
  forOrder(orderId: string): Promise<MailOutboxRow[]>;
}

/** The demo's caught mails (domain/mail/catcher.ts). */
export interface CaughtMailQueries {
  /** Keeps a received mail unless one with its Message-ID is kept already; true when this call kept it. */
  insert(row: CaughtMailRow): Promise<boolean>;
  /** Newest first, without the source. */
  list(limit: number): Promise<Omit<CaughtMailRow, "raw">[]>;
  find(id: string): Promise<CaughtMailRow | undefined>;
}

export type AuditRow = Omit<AuditLogTable, "id"> & { id: number };
export type AuditEntry = Omit<AuditLogTable, "id">;

/** The audit log (domain/audit): one row per change, written in the change's transaction. */
export interface AuditQueries {
  /** Appends one entry; returns its id. */
  insert(entry: AuditEntry): Promise<number>;
  /**
   * Newest first: an organizer's entries (or one event's), those with an id below `before`, at most `limit`;
   * `withoutTeam` leaves out the team's entries (`member.*`: who was invited, with which role).
   */
  list(filter: {
    organizerId?: number;
    eventId?: number;
    before?: number;
    withoutTeam?: boolean;
    limit: number;
  }): Promise<AuditRow[]>;
}

export type OrganizerSettingsRow = Selectable<OrganizersTable>;
export type VoucherRow = Selectable<VouchersTable>;
export type GuestListRow = Selectable<GuestListTable>;

/**
 * The back office's catalog (domain/catalog). Reads name the parent (organizer, event): another organizer's row is
 * undefined. Updates are conditional on `version` and bump it; false when the row moved on (or is gone).
 */
export interface CatalogQueries {
  organizer(id: number): Promise<OrganizerSettingsRow | undefined>;
  subdomainTaken(subdomain: string, exceptId: number): Promise<boolean>;
  updateOrganizer(id: number, version: number, patch: Updateable<OrganizersTable>): Promise<boolean>;
  /** Every event of the organizer follows its card path. */
  setEventsCardPath(organizerId: number, cardPath: string): Promise<void>;
  event(organizerId: number, eventId: number): Promise<EventRow | undefined>;
  /** One above the highest event id (call under a named lock: ids are not generated by the database). */
  nextEventId(): Promise<number>;
  insertEvent(row: Insertable<EventsTable>): Promise<void>;
  updateEvent(organizerId: number, eventId: number, version: number, patch: Updateable<EventsTable>): Promise<boolean>;
  ticket(eventId: number, ticketId: number): Promise<TicketRow | undefined>;
  nextTicketId(): Promise<number>;
  insertTicket(row: Insertable<TicketsTable>): Promise<void>;
  updateTicket(eventId: number, ticketId: number, version: number, patch: Updateable<TicketsTable>): Promise<boolean>;
  /** Whether any order, hold or guest refers to the ticket type (it can then be hidden, not deleted). */
  ticketInUse(ticketId: number): Promise<boolean>;
  deleteTicket(eventId: number, ticketId: number): Promise<boolean>;
  setSortOrder(eventId: number, ticketId: number, sortOrder: number): Promise<void>;
  vouchers(eventId: number): Promise<VoucherRow[]>;
  voucher(eventId: number, codeKey: string): Promise<VoucherRow | undefined>;
  insertVoucher(row: Insertable<VouchersTable>): Promise<void>;
  updateVoucher(eventId: number, codeKey: string, version: number, patch: Updateable<VouchersTable>): Promise<boolean>;
  deleteVoucher(eventId: number, codeKey: string): Promise<boolean>;
  guests(eventId: number): Promise<GuestListRow[]>;
  insertGuests(rows: readonly Insertable<GuestListTable>[]): Promise<void>;
  markInvited(eventId: number, tokens: readonly string[], at: number): Promise<void>;
}

/** Everything a store and a transaction can do. */
export interface Queries {
  readonly events: EventQueries;
  readonly stock: StockQueries;
  readonly vouchers: VoucherQueries;
  readonly guestList: GuestListQueries;
  readonly orders: OrderQueries;
  readonly reservations: ReservationQueries;
  readonly idempotency: IdempotencyQueries;
  readonly sandbox: SandboxQueries;
  readonly settings: SettingsQueries;
  readonly seed: SeedQueries;
  readonly rateLimits: RateLimitQueries;
  readonly buyerLimits: BuyerLimitQueries;
  readonly payments: PaymentQueries;
  readonly mailOutbox: MailOutboxQueries;
  readonly caughtMail: CaughtMailQueries;
  readonly accounts: AccountQueries;
  readonly audit: AuditQueries;
  readonly catalog: CatalogQueries;
  readonly orderEvents: OrderEventsQueries;
  readonly refunds: RefundsQueries;
  readonly cancelJobs: CancelJobsQueries;
  readonly webhooksOut: WebhooksOutQueries;
  readonly apiTokens: ApiTokensQueries;
  readonly checkInSetup: CheckInSetupQueries;
  readonly checkIns: CheckInsQueries;
  readonly exports: ExportQueries;
}

/** The methods of the store, run inside one transaction. */
export interface Tx extends Queries {
  /**
   * Holds an exclusive lock named `name` until the transaction ends (e.g. loading the seed). Several names are locked
   * in one statement, always in the same order (by their key), so two transactions locking overlapping sets queue
   * instead of deadlocking.
   */
  lockNamed(name: string | readonly string[]): Promise<void>;
  /**
   * Commits the transaction together with the queries issued in the same tick: on PostgreSQL the last writes and the
   * COMMIT go in one round trip, so the rows they lock (a ticket's, which every order for it waits on) are held only
   * while the database works, not while this process reads their answers. Every query sent with it must report a
   * refusal as an error (takeOrThrow, not take): a failed query makes the COMMIT roll back, and the error reaches the
   * caller. Issue nothing after it. Resolves once committed (SQLite: the store commits when `fn` returns).
   */
  commit(): Promise<void>;
}

export interface TransactionOptions {
  /** How many times a transaction that failed on a serialization failure, deadlock or busy database is run (default 5). */
  attempts?: number;
}

export interface Store extends Queries {
  readonly dialect: "sqlite" | "postgres";
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. A transient failure
   * (PostgreSQL 40001/40P01, SQLITE_BUSY) runs it again from the start, up to `attempts` times with a short random
   * pause, so `fn` must not do anything outside the store that it cannot repeat. Never call the store itself (only
   * `tx`) inside `fn`: on SQLite the one connection is the transaction's until it ends.
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * A string that changes whenever a committed write (by this process or any other) may have changed any data; equal
   * strings mean nothing was written in between. Cheap: caches check it to stay fresh.
   */
  dataVersion(): Promise<string>;
  /**
   * How often a cache asks dataVersion() while it serves a copy, in ms: the price of asking against how late a write
   * by another process may show. SQLite reads the version in this process (10 ms); PostgreSQL answers over a round
   * trip, so a cache asks it every 100 ms (postgres/dialect.ts). Writes answered by the same process count at once.
   */
  readonly dataVersionCheckMs: number;
  /**
   * Runs a background job in at most one process at a time (the expiry sweep): `fn` runs when this process gets
   * the job's lock, else it is skipped and `ran` is false.
   */
  exclusive<T>(job: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  close(): Promise<void>;
}
