// An order's refunds as its detail shows them, read through the refunds' own queries (domain/refunds owns them).
import type { Queries } from "../../store/index.ts";

export async function orderRefunds(_store: Pick<Queries, "refunds">, _orderId: string) {
  // Until the refunds' table lands, an order has none.
  return { views: [] as unknown[], voided: new Set<string>() };
}
