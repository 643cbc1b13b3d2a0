import type { OrderRecord } from "../../store/index.ts";

/** An order row (the orders table with the payment API's columns). */
export type OrderRow = OrderRecord;

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

export function paidBody(origin: string, o: OrderRow) {
  return {
    status: "paid",
    verified: true,
    ticket: `${origin}/api/tickets/${o.link_token}`,
    guest: guestOf(o),
    order_id: o.id,
    guest_id: o.return_token ?? "",
  };
}

export function pendingBody(o: OrderRow) {
  return { status: "pending", verified: true, guest: guestOf(o), order_id: o.id };
}
