// The sale at a glance: per ticket type what is sold, what buyers checking out hold right now, and what is left.
import { ownEvent, type CatalogDeps } from "./common.ts";

export async function eventSales(deps: CatalogDeps, organizerId: number, eventId: number) {
  await ownEvent(deps.store, organizerId, eventId);
  const now = deps.clock();
  const [tickets, { held }] = await Promise.all([
    deps.store.events.tickets(eventId),
    deps.store.stock.heldForEvent(eventId, now),
  ]);
  const rows = tickets.map((t) => {
    const holding = held.get(t.id) ?? 0;
    return {
      id: t.id,
      ticket_name: t.ticket_name,
      hidden: t.hidden === 1,
      sold: t.sold,
      held: holding,
      // null: unlimited.
      left: t.ticket_stock === "limited" ? Math.max(0, (t.stock_limit ?? 0) - t.sold - holding) : null,
      stock_limit: t.ticket_stock === "limited" ? t.stock_limit : null,
    };
  });
  const sum = (key: "sold" | "held") => rows.reduce((total, r) => total + r[key], 0);
  return { event_id: eventId, at: now, ticket_types: rows, totals: { sold: sum("sold"), held: sum("held") } };
}
