import { loadScript, type PayPalNamespace } from "@paypal/paypal-js";
import { PaymentFailure } from "../errors.ts";
import { withinScriptDeadline } from "../script-deadline.ts";

let pending: { clientId: string; promise: Promise<PayPalNamespace> } | null = null;

/**
 * The PayPal JS SDK (currency fixed to EUR, spec §9), loaded once per page: every caller shares one promise;
 * a failed load, or one not done within SCRIPT_DEADLINE_MS, is forgotten so the buyer's retry loads it again (a
 * stalled request for the same URL is shared by the browser: the retry then works once it arrives).
 */
export function loadPayPal(clientId: string): Promise<PayPalNamespace> {
  if (pending && pending.clientId === clientId) return pending.promise;
  const script = loadScript({ clientId, currency: "EUR", intent: "capture" });
  const promise = withinScriptDeadline(script).then((paypal) => {
    if (!paypal?.Buttons) throw new Error("window.paypal.Buttons is missing after the PayPal script loaded");
    return paypal;
  });
  pending = { clientId, promise };
  promise.catch(() => {
    if (pending?.promise === promise) pending = null;
  });
  return promise.catch(() => {
    throw new PaymentFailure("failed_to_initialize_payment");
  });
}
