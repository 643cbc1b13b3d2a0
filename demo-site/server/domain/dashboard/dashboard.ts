// An event's dashboard, asked for again every few seconds while an organizer watches an on-sale: tickets sold and
// money per day (the event's own calendar days), revenue after the platform's fees, tickets left per type (with
// what buyers hold in their carts right now), refunds, and payments still pending. Amounts are in cents.
//
// Revenue: `gross` is what buyers paid for orders that sold tickets (paid, free, refunded or partly refunded since);
// `fees` the platform's commission within it (the organizer's share is the price after discount); `refunded` what
// succeeded refunds sent back, taken off in full; `net` = gross - fees - refunded.
import { eventSales } from "../catalog/sales.ts";
import type { CatalogDeps } from "../catalog/common.ts";

const cents = (amount: number) => Math.round(amount * 100);
/** Refunds not settled yet: the provider has not said succeeded, failed or canceled. */
const OPEN = new Set(["requested", "submitted", "pending"]);

/** The calendar day (YYYY-MM-DD) in `timeZone` of an hour "2026-06-01T22" (UTC). */
function dayIn(timeZone: string) {
  const format = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
  return (hour: string) => format.format(new Date(`${hour}:00:00Z`));
}

export async function eventDashboard(deps: CatalogDeps, organizerId: number, eventId: number) {
  // eventSales checks that the event is the organizer's (404 otherwise) before anything else is read.
  const sales = await eventSales(deps, organizerId, eventId);
  const [event, hours, refunds, pending] = await Promise.all([
    deps.store.events.event(eventId),
    deps.store.exports.salesByHour(eventId),
    deps.store.exports.refundsByState(eventId),
    deps.store.exports.pendingPayments(eventId),
  ]);
  const toDay = dayIn(event?.time_zone ?? "UTC");
  const days = new Map<string, { day: string; tickets: number; gross: number; afterFees: number }>();
  for (const h of hours) {
    const day = toDay(h.hour);
    const d = days.get(day) ?? { day, tickets: 0, gross: 0, afterFees: 0 };
    d.tickets += h.tickets;
    d.gross += cents(h.gross);
    d.afterFees += cents(h.afterFees);
    days.set(day, d);
  }
  const salesPerDay = [...days.values()];
  const gross = salesPerDay.reduce((sum, d) => sum + d.gross, 0);
  const afterFees = salesPerDay.reduce((sum, d) => sum + d.afterFees, 0);
  const succeeded = refunds.filter((r) => r.state === "succeeded");
  const refunded = succeeded.reduce((sum, r) => sum + cents(r.amount), 0);
  return {
    eventId,
    at: sales.at,
    currency: event?.currency ?? "EUR",
    timeZone: event?.time_zone ?? "UTC",
    salesPerDay,
    revenue: { gross, fees: gross - afterFees, afterFees, refunded, net: afterFees - refunded },
    ticketTypes: sales.ticket_types.map((t) => ({
      id: t.id,
      name: t.ticket_name,
      sold: t.sold,
      held: t.held,
      left: t.left,
    })),
    refunds: {
      count: refunds.reduce((n, r) => n + r.count, 0),
      amount: refunded,
      open: refunds.filter((r) => OPEN.has(r.state)).reduce((n, r) => n + r.count, 0),
      failed: refunds.filter((r) => r.state === "failed").reduce((n, r) => n + r.count, 0),
      byState: Object.fromEntries(refunds.map((r) => [r.state, { count: r.count, amount: cents(r.amount) }])),
    },
    pending: { count: pending.count, amount: cents(pending.amount) },
  };
}
