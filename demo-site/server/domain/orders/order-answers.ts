import type { AppContext } from "../../context.ts";
import type { Db } from "../../store/sqlite/open.ts";
import type { ProviderName } from "../payments/gateway.ts";

export type PaymentOrderStatus = "pending" | "paid" | "failed" | "canceled" | "refunded";

/** An order of the payment API (the orders table with the columns of issue 9). */
export interface OrderRow {
  id: string;
  event_id: number;
  link_token: string;
  status: PaymentOrderStatus | "completed";
  payment_method: string;
  first_name: string;
  last_name: string;
  email: string;
  street: string;
  post_code: string;
  city: string;
  country: string;
  country_code: string | null;
  company_name: string | null;
  vat_number: string | null;
  currency: string;
  final_price_paid: string;
  provider: ProviderName | null;
  provider_ref: string | null;
  reservation_id: string | null;
  return_token: string | null;
  status_reason: string | null;
}

export function findOrder(db: Db, id: string): OrderRow | undefined {
  return db.prepare("SELECT * FROM orders WHERE id = ?").get(id) as OrderRow | undefined;
}

export function findOrderByRef(db: Db, provider: ProviderName, ref: string): OrderRow | undefined {
  return db.prepare("SELECT * FROM orders WHERE provider = ? AND provider_ref = ?").get(provider, ref) as OrderRow | undefined;
}

export function setProviderRef(db: Db, id: string, ref: string): void {
  db.prepare("UPDATE orders SET provider_ref = ?, updated_at = ? WHERE id = ?").run(ref, new Date().toISOString(), id);
}

/** Moves a still-open order to failed or canceled (never a paid or refunded one); returns whether it moved. */
export function closeOrder(db: Db, id: string, to: "failed" | "canceled", reason: string): boolean {
  return db.prepare("UPDATE orders SET status = ?, status_reason = ?, updated_at = ? WHERE id = ? AND status IN ('pending', 'failed')")
    .run(to, reason, new Date().toISOString(), id).changes === 1;
}

/** The `guest` of every payment result: the buyer as the spec's success response names the fields. */
export function guestOf(o: OrderRow) {
  return {
    firstName: o.first_name,
    lastName: o.last_name,
    email: o.email,
    streetname: o.street,
    postcode: o.post_code,
    city: o.city,
    country: o.country,
    company_name: o.company_name ?? "",
    vat_number: o.vat_number ?? "",
    // The country as a code too: `country` is its name in the buyer's language of the time.
    country_code: o.country_code ?? "",
  };
}

export function paidBody(ctx: AppContext, o: OrderRow) {
  return { status: "paid", verified: true, ticket: `${ctx.origin()}/api/tickets/${o.link_token}`, guest: guestOf(o), order_id: o.id };
}

export function pendingBody(o: OrderRow) {
  return { status: "pending", verified: true, guest: guestOf(o), order_id: o.id };
}
