import * as v from "valibot";
import { requestJson } from "./orders-http.ts";

/** POST /api/check-coupon (spec §7). */
export const couponResponseSchema = v.object({
  valid: v.boolean(),
  discount: v.pipe(v.unknown(), v.transform(Number), v.number()),
});
export type CouponResponse = v.InferOutput<typeof couponResponseSchema>;

export async function postCheckCoupon(apiOrigin: string, eventId: number, coupon: string): Promise<CouponResponse> {
  const body = await requestJson(`${apiOrigin}/api/check-coupon`, {
    method: "POST",
    body: { event_id: eventId, coupon },
  });
  return v.parse(couponResponseSchema, body);
}

/** GET /api/events/:id/guest-list/:token (CONTRACTS.md). */
export const guestListResponseSchema = v.object({ token: v.string(), ticket_id: v.number(), used: v.boolean() });
export type GuestListResponse = v.InferOutput<typeof guestListResponseSchema>;

export async function getGuestListToken(
  apiOrigin: string,
  eventId: number | string,
  token: string,
): Promise<GuestListResponse> {
  const body = await requestJson(
    `${apiOrigin}/api/events/${encodeURIComponent(String(eventId))}/guest-list/${encodeURIComponent(token)}`,
  );
  return v.parse(guestListResponseSchema, body);
}

export interface OrderCustomer {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  postCode: string;
  city: string;
  country: string;
  countryCode: string;
  companyName: string;
  vatNumber: string;
  lang: string;
}

export interface FreeOrderRequest {
  event_id: number;
  ticketQuantities: Record<string, number>;
  customer: OrderCustomer;
  voucherCode: string | null;
  guestListToken: string | null;
  selectedPaymentMethod: "free_ticket" | "guest_list";
  user_commission: number;
  user_added_commission: number;
  amount: string;
  totalPrice: string;
}

const optionalText = v.optional(v.nullable(v.string()), "");

/** Spec §3 success response. */
export const successResponseSchema = v.object({
  ticket: v.string(),
  guest: v.object({
    firstName: optionalText,
    lastName: optionalText,
    email: optionalText,
    streetname: optionalText,
    postcode: optionalText,
    city: optionalText,
    country: optionalText,
    company_name: optionalText,
    vat_number: optionalText,
  }),
  status: v.optional(v.string(), ""),
  verified: v.optional(v.boolean(), false),
  order_id: v.optional(v.string()),
});
export type SuccessResponse = v.InferOutput<typeof successResponseSchema>;

export async function postFreeOrder(apiOrigin: string, order: FreeOrderRequest): Promise<SuccessResponse> {
  const body = await requestJson(`${apiOrigin}/api/orders/free`, { method: "POST", body: order });
  return v.parse(successResponseSchema, body);
}
