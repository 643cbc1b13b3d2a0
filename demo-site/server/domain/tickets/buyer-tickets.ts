// The tickets an order's buyer may still hold, as the download link and the ticket mail both give them: a refund's
// tickets are void and left out; a canceled order's (an event canceled: its free orders) are all void. One rule for
// both, so a ticket mail sent after a partial refund never attaches a ticket the link no longer gives.
import type { Store, TicketDocument } from "../../store/index.ts";

/** Why nothing valid is left: every ticket refunded, or the order canceled. */
export type VoidReason = "tickets_voided" | "order_canceled";

export async function buyerTickets(
  store: Pick<Store, "orders" | "refunds">,
  linkToken: string,
): Promise<{ document: TicketDocument; voided: VoidReason | null } | undefined> {
  const full = await store.orders.ticketDocument(linkToken);
  if (!full) return undefined;
  const hadTickets = full.tickets.length > 0;
  if (full.order.status === "canceled" && hadTickets)
    return { document: { ...full, tickets: [] }, voided: "order_canceled" };
  const voidedCodes = new Set(await store.refunds.voidedCodes(full.order.id));
  const tickets = full.tickets.filter((t) => !voidedCodes.has(t.code));
  return { document: { ...full, tickets }, voided: hadTickets && tickets.length === 0 ? "tickets_voided" : null };
}
