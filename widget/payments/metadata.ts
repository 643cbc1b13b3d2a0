import type { PaymentCart } from "./types.ts";

/** Spec §7 `metadata` of the intent, order and hosted-checkout calls. */
export function paymentMetadata(cart: PaymentCart) {
  return {
    product: "tickets",
    description: `Tickets for event ${cart.event_id}`,
    event_id: cart.event_id,
    buyer_country: cart.customer.countryCode,
  };
}

/** Provider locale such as "de_DE" from the widget language and the buyer country. */
export function providerLocale(language: string, countryCode: string): string {
  const lang = (language || "en").slice(0, 2).toLowerCase();
  const region = /^[A-Za-z]{2}$/.test(countryCode)
    ? countryCode.toUpperCase()
    : lang === "en"
      ? "US"
      : lang.toUpperCase();
  return `${lang}_${region}`;
}
