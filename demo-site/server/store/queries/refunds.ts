// The refunds' queries (migration 0012): the refund rows and their conditional moves, the tickets they void and the
// stock they give back. Every move is a conditional UPDATE from the states it may leave, so two processes (a webhook
// and the sweep) applying the same provider answer move a refund once.
import { sql, type Kysely, type Selectable } from "kysely";
import type { StoreDialect } from "../dialect.ts";
import type { Database } from "../schema.ts";
import type { IssuedTicketVoidColumns, RefundState, RefundsTable } from "../schema-refunds.ts";

export type RefundRow = Selectable<RefundsTable>;

/** An issued ticket of an order with its line's price and whether a refund voided it. */
export interface RefundableTicket {
  id: string;
  ticket_id: number;
  code: string;
  unit_price: string;
  voided_at: number | null;
}

/** The paid order a refund is asked for, found only within its organizer. */
export interface RefundOrder {
  id: string;
  event_id: number;
  status: string;
  email: string;
  first_name: string;
  lang: string | null;
  currency: string;
  final_price_paid: string;
  price_before_discount: string;
  provider: Database["orders"]["provider"];
  provider_ref: string | null;
}

export interface RefundsQueries {
  insert(row: RefundRow): Promise<void>;
  find(id: string): Promise<RefundRow | undefined>;
  /** Within organizer `organizerId` only (another organizer's refund is not found). */
  findForOrganizer(organizerId: number, id: string): Promise<RefundRow | undefined>;
  byKey(idempotencyKey: string): Promise<RefundRow | undefined>;
  byProviderRefundId(provider: string, refundId: string): Promise<RefundRow | undefined>;
  /** Every refund of the order, oldest first. */
  forOrder(orderId: string): Promise<RefundRow[]>;
  /** The organizer's refunds in `state`, newest first, keyset on (updated_at, id). */
  list(
    organizerId: number,
    state: RefundState,
    limit: number,
    before?: { updatedAt: number; id: string },
  ): Promise<RefundRow[]>;
  /** Refunds still moving (requested, submitted, pending) last changed before `before`, oldest first: the sweep's. */
  unsettled(before: number, limit: number): Promise<RefundRow[]>;
  /** Moves a refund to `to` only from one of `from`, with `patch`; returns whether it moved. */
  move(
    id: string,
    to: RefundState,
    from: readonly RefundState[],
    now: number,
    patch?: Partial<Pick<RefundRow, "provider_refund_id" | "failure_message" | "retries" | "outside_note">>,
  ): Promise<boolean>;
  /** The order, if it belongs to one of the organizer's events. */
  order(organizerId: number, orderId: string): Promise<RefundOrder | undefined>;
  /** The order's issued tickets with their line's price. */
  tickets(orderId: string): Promise<RefundableTicket[]>;
  /** Voids the tickets not yet void; returns the ticket type ids of those voided (one entry per ticket). */
  voidTickets(ticketIds: readonly string[], refundId: string, now: number): Promise<number[]>;
  /** Puts `quantity` places of ticket type `ticketId` back on sale (never below none sold). */
  giveBack(ticketId: number, quantity: number): Promise<void>;
  /** The codes of the order's void tickets. */
  voidedCodes(orderId: string): Promise<string[]>;
}

const unsettledStates: readonly RefundState[] = ["requested", "submitted", "pending"];

const rowOf = (r: RefundRow): RefundRow => ({
  ...r,
  organizer_id: Number(r.organizer_id),
  event_id: Number(r.event_id),
  return_to_sale: Number(r.return_to_sale),
  retries: Number(r.retries),
  created_at: Number(r.created_at),
  updated_at: Number(r.updated_at),
});

export function refundsQueries(root: Kysely<Database>, _dialect: StoreDialect): RefundsQueries {
  // issued_tickets' void columns come with this migration (schema-refunds.ts).
  const db = root.withTables<{ issued_tickets: IssuedTicketVoidColumns }>();
  const one = async (q: Promise<RefundRow | undefined>) => {
    const r = await q;
    return r ? rowOf(r) : undefined;
  };
  const many = async (q: Promise<RefundRow[]>) => (await q).map(rowOf);
  const refunds = () => db.selectFrom("refunds").selectAll();
  return {
    async insert(row) {
      await db.insertInto("refunds").values(row).execute();
    },
    find: (id) => one(refunds().where("id", "=", id).executeTakeFirst()),
    findForOrganizer: (organizerId, id) =>
      one(refunds().where("id", "=", id).where("organizer_id", "=", organizerId).executeTakeFirst()),
    byKey: (key) => one(refunds().where("idempotency_key", "=", key).executeTakeFirst()),
    byProviderRefundId: (provider, refundId) =>
      one(
        refunds()
          .where("provider", "=", provider as RefundRow["provider"])
          .where("provider_refund_id", "=", refundId)
          .executeTakeFirst(),
      ),
    forOrder: (orderId) =>
      many(refunds().where("order_id", "=", orderId).orderBy("created_at").orderBy("id").execute()),
    list(organizerId, state, limit, before) {
      let q = refunds().where("organizer_id", "=", organizerId).where("state", "=", state);
      if (before)
        q = q.where((eb) =>
          eb.or([
            eb("updated_at", "<", before.updatedAt),
            eb.and([eb("updated_at", "=", before.updatedAt), eb("id", "<", before.id)]),
          ]),
        );
      return many(q.orderBy("updated_at", "desc").orderBy("id", "desc").limit(limit).execute());
    },
    unsettled: (before, limit) =>
      many(
        refunds()
          .where("state", "in", unsettledStates)
          .where("updated_at", "<", before)
          .orderBy("updated_at")
          .limit(limit)
          .execute(),
      ),
    async move(id, to, from, now, patch = {}) {
      const result = await db
        .updateTable("refunds")
        .set({ ...patch, state: to, updated_at: now })
        .where("id", "=", id)
        .where("state", "in", [...from])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    order: (organizerId, orderId) =>
      db
        .selectFrom("orders as o")
        .innerJoin("events as e", "e.id", "o.event_id")
        .select([
          "o.id",
          "o.event_id",
          "o.status",
          "o.email",
          "o.first_name",
          "o.lang",
          "o.currency",
          "o.final_price_paid",
          "o.price_before_discount",
          "o.provider",
          "o.provider_ref",
        ])
        .where("o.id", "=", orderId)
        .where("e.organizer_id", "=", organizerId)
        .executeTakeFirst(),
    async tickets(orderId) {
      const rows = await db
        .selectFrom("issued_tickets as t")
        .innerJoin("order_lines as l", (j) =>
          j.onRef("l.order_id", "=", "t.order_id").onRef("l.ticket_id", "=", "t.ticket_id"),
        )
        .select(["t.id", "t.ticket_id", "t.code", "l.unit_price", "t.voided_at"])
        .where("t.order_id", "=", orderId)
        .orderBy("t.position")
        .execute();
      return rows.map((r) => ({ ...r, voided_at: r.voided_at === null ? null : Number(r.voided_at) }));
    },
    async voidTickets(ticketIds, refundId, now) {
      if (ticketIds.length === 0) return [];
      const rows = await db
        .updateTable("issued_tickets")
        .set({ voided_at: now, voided_by: refundId })
        .where("id", "in", [...ticketIds])
        .where("voided_at", "is", null)
        .returning("ticket_id")
        .execute();
      return rows.map((r) => r.ticket_id);
    },
    async giveBack(ticketId, quantity) {
      await db
        .updateTable("tickets")
        .set({ sold: sql`CASE WHEN sold >= ${quantity} THEN sold - ${quantity} ELSE 0 END` })
        .where("id", "=", ticketId)
        .execute();
    },
    async voidedCodes(orderId) {
      const rows = await db
        .selectFrom("issued_tickets")
        .select("code")
        .where("order_id", "=", orderId)
        .where("voided_at", "is not", null)
        .execute();
      return rows.map((r) => r.code);
    },
  };
}
