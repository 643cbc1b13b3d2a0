// The orders list of the back office: an organizer's orders (or one event's), newest first, a page at a time, found
// by a reference, a ticket code, a provider's payment id or part of the buyer's email or name, filtered by status.
import type { OrderFilter, OrderListRow, Queries } from "../../store/index.ts";
import { ApiError } from "../errors.ts";
import { LATE_REFUND_REASONS } from "../orders/move-order.ts";

export const ORDERS_PAGE = 50;

export const ORDER_FILTERS: readonly OrderFilter[] = [
  "paid",
  "free",
  "pending",
  "failed",
  "expired",
  "canceled",
  "refunded",
  "partly_refunded",
  "late_refunded",
];

export interface OrderListParams {
  q?: string | undefined;
  status?: string | undefined;
  eventId?: number | undefined;
  cursor?: string | undefined;
}

/** An order as the list shows it. */
export function orderSummary(r: OrderListRow) {
  return {
    id: r.id,
    eventId: r.event_id,
    eventName: r.event_name,
    status: r.status,
    statusReason: r.status_reason,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    total: r.final_price_paid,
    currency: r.currency,
    createdAt: Date.parse(r.created_at),
    provider: r.provider,
    paymentMethod: r.payment_method,
    tickets: r.tickets,
  };
}

// The cursor is the last row's creation time and id, opaque to the caller.
const encodeCursor = (r: OrderListRow) => Buffer.from(JSON.stringify([r.created_at, r.id])).toString("base64url");

function decodeCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 2 && value.every((x) => typeof x === "string"))
      return { createdAt: value[0] as string, id: value[1] as string };
  } catch {
    // answered below
  }
  throw new ApiError(400, "invalid_request", "cursor: pass the `next` of the previous page as it came", "cursor");
}

function statusFilter(status: string | undefined): OrderFilter | undefined {
  if (status === undefined || status === "") return undefined;
  if ((ORDER_FILTERS as readonly string[]).includes(status)) return status as OrderFilter;
  throw new ApiError(400, "invalid_request", `status: must be one of ${ORDER_FILTERS.join(", ")}`, "status");
}

/** One page: `next` is the cursor of the page after it, or null at the oldest order. */
export async function listOrders(store: Pick<Queries, "orderEvents">, organizerId: number, p: OrderListParams) {
  const q = p.q?.trim();
  if (q && q.length > 200) throw new ApiError(400, "invalid_request", "q: at most 200 characters", "q");
  const rows = await store.orderEvents.list({
    organizerId,
    eventId: p.eventId,
    q: q || undefined,
    status: statusFilter(p.status),
    after: p.cursor ? decodeCursor(p.cursor) : undefined,
    limit: ORDERS_PAGE,
    lateReasons: LATE_REFUND_REASONS,
  });
  return {
    items: rows.map(orderSummary),
    next: rows.length === ORDERS_PAGE ? encodeCursor(rows[rows.length - 1]!) : null,
  };
}
