// An order's refunds as its detail shows them (what the provider last said of each), and which of its tickets a
// refund voided, read through the refunds' own queries and view (domain/refunds owns them).
import type { Queries } from "../../store/index.ts";
import { refundView } from "../refunds/view.ts";

export async function orderRefunds(store: Pick<Queries, "refunds">, orderId: string) {
  const [rows, tickets] = await Promise.all([store.refunds.forOrder(orderId), store.refunds.tickets(orderId)]);
  return {
    views: rows.map(refundView),
    voided: new Set(tickets.filter((t) => t.voided_at !== null).map((t) => t.id)),
  };
}
