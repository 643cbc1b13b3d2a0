// An event's export rows, a page at a time: the next page of orders (keyset on created_at, id: the
// orders_event_created index), then that page's tickets or totals by their order ids. Only one page is in memory.
import type { OrderCursor, Store } from "../../store/index.ts";
import type { Cell } from "./cells.ts";
import { attendeeCells, orderCells, type ExportKind } from "./columns.ts";

/** Orders per page: large enough that round trips do not dominate, small enough to stay a few hundred KB. */
export const PAGE_ORDERS = 500;

async function* orderPages(store: Pick<Store, "exports">, eventId: number, pageSize: number) {
  let after: OrderCursor | null = null;
  for (;;) {
    const orders = await store.exports.orderPage(eventId, after, pageSize);
    if (orders.length === 0) return;
    yield orders;
    if (orders.length < pageSize) return;
    const last = orders[orders.length - 1]!;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/** The rows of `kind` for the event, page by page (each page's rows already in order). */
export async function* exportPages(
  store: Pick<Store, "exports">,
  eventId: number,
  kind: ExportKind,
  pageSize = PAGE_ORDERS,
): AsyncGenerator<Cell[][]> {
  for await (const orders of orderPages(store, eventId, pageSize)) {
    const ids = orders.map((o) => o.id);
    if (kind === "orders") {
      const totals = await store.exports.orderTotals(ids);
      yield orders.map((o) => orderCells(o, totals.get(o.id)));
      continue;
    }
    const byId = new Map(orders.map((o) => [o.id, o]));
    const tickets = await store.exports.ticketsOf(ids);
    // The tickets come by order id; the rows keep the orders' own order (when they were made).
    const rank = new Map(ids.map((id, i) => [id, i]));
    tickets.sort((a, b) => rank.get(a.order_id)! - rank.get(b.order_id)! || a.position - b.position);
    yield tickets.map((t) => attendeeCells(t, byId.get(t.order_id)!));
  }
}
