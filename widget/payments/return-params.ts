/**
 * Spec §2 fallback step 0: the three sets of return parameters a redirect brings back. Pure and tiny: step 1's
 * code uses it to decide whether a checkout opens on step 0.
 */
export type PaymentReturn =
  | { kind: "wallet"; token: string | null; paymentId: string | null; payerId: string | null }
  | { kind: "card-intent"; paymentIntent: string; clientSecret: string; redirectStatus: string }
  | { kind: "hosted"; orderId: string; guestId: string; eventId: string };

/** Every parameter any set uses: removed from the address once the return is handled. */
export const RETURN_PARAMS = [
  "token",
  "paymentId",
  "PayerID",
  "payment_intent",
  "payment_intent_client_secret",
  "redirect_status",
  "payment_provider",
  "order_id",
  "guest_id",
  "event_id",
] as const;

export function detectPaymentReturn(search: string): PaymentReturn | null {
  const p = new URLSearchParams(search);
  const get = (name: string) => {
    const value = p.get(name);
    return value && value.trim() ? value.trim() : null;
  };
  if (get("payment_provider") === "mollie") {
    const orderId = get("order_id");
    const guestId = get("guest_id");
    const eventId = get("event_id");
    // An incomplete hosted return cannot be verified; step 0 reports the missing parameters (wallet set below).
    if (orderId && guestId && eventId) return { kind: "hosted", orderId, guestId, eventId };
    return { kind: "wallet", token: null, paymentId: null, payerId: null };
  }
  const paymentIntent = get("payment_intent");
  const clientSecret = get("payment_intent_client_secret");
  if (paymentIntent || clientSecret) {
    if (paymentIntent && clientSecret)
      return { kind: "card-intent", paymentIntent, clientSecret, redirectStatus: get("redirect_status") ?? "" };
    return { kind: "wallet", token: null, paymentId: null, payerId: null };
  }
  // A lone `token` is too common a parameter name to claim; paymentId or PayerID mark the wallet return.
  if (get("paymentId") || get("PayerID"))
    return { kind: "wallet", token: get("token"), paymentId: get("paymentId"), payerId: get("PayerID") };
  return null;
}

/** The address without the return parameters (what a reload or the next redirect's return URL should be). */
export function cleanReturnUrl(href: string): string {
  const url = new URL(href);
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  return url.toString();
}
