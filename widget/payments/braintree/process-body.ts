import type { PaymentContext } from "../types.ts";

/** Spec §7 process-payment body, exactly (ticketQuantities only above 0 come from the cart builder). */
export function processPaymentBody(ctx: PaymentContext, nonce: string, deviceData: string | null) {
  const cart = ctx.cart();
  return {
    payment_method_nonce: nonce,
    intent_id: null,
    payment_id: null,
    event_id: cart.event_id,
    amount: cart.amount,
    totalPrice: cart.totalPrice,
    ticketQuantities: cart.ticketQuantities,
    user_commission: cart.user_commission,
    user_added_commission: cart.user_added_commission,
    customer: cart.customer,
    selectedPaymentMethod: cart.selectedPaymentMethod,
    voucherCode: cart.voucherCode,
    deviceData,
    guestListToken: cart.guestListToken,
    reservation_id: cart.reservation_id,
  };
}
