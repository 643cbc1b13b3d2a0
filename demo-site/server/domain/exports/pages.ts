// An event's export rows, a page at a time: the next page of orders (keyset on created_at, id: the
// orders_event_created index) with its tickets, or then its totals by their order ids. One page is in memory.
import type { OrderCursor, OrderRecord, Store } from "../../store/index.ts";
import type { Cell } from "./cells.ts";
import { attendeeCells, orderCells, type ExportKind } from "./columns.ts";

/** Orders per page: large enough that round trips do not dominate, small enough to stay a few hundred KB. */
export const PAGE_ORDERS = 250;

/** Pages of `fetch`'s results, each starting after the last order of the one before, until one is short. */
async function* keyset<P extends { orders: Pick<OrderRecord, "id" | "created_at">[] }>(
  fetch: (after: OrderCursor | null) => Promise<P>,
  pageSize: number,
): AsyncGenerator<P> {
  let after: OrderCursor | null = null;
  for (;;) {
    const page = await fetch(after);
    if (page.orders.length === 0) return;
    yield page;
    if (page.orders.length < pageSize) return;
    const last = page.orders[page.orders.length - 1]!;
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
  if (kind === "attendees") {
    const pages = keyset((after) => store.exports.attendeePage(eventId, after, pageSize), pageSize);
    for await (const { orders, tickets } of pages) {
      const byId = new Map(orders.map((o) => [o.id, o]));
      yield tickets.map((t) => attendeeCells(t, byId.get(t.order_id)!));
    }
    return;
  }
  const pages = keyset(
    async (after) => ({ orders: await store.exports.orderPage(eventId, after, pageSize) }),
    pageSize,
  );
  for await (const { orders } of pages) {
    const totals = await store.exports.orderTotals(orders.map((o) => o.id));
    yield orders.map((o) => orderCells(o, totals.get(o.id)));
  }
}
