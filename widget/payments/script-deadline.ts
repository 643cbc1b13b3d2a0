import { PaymentFailure } from "./errors.ts";

/**
 * How long a provider's script (Stripe.js, PayPal's JS SDK) may take to arrive and run: a host that accepts the
 * request and never answers would otherwise keep "Loading the payment form…" up until the hold expires. After
 * it, the buyer sees failed_to_initialize_payment with Try again, as for a script that failed to load. e2e tests
 * shorten it with `__TC_PAYMENT_DELAYS__.scriptMs`.
 */
export const SCRIPT_DEADLINE_MS = 15_000;

function deadlineMs(): number {
  const value = (globalThis as { __TC_PAYMENT_DELAYS__?: { scriptMs?: unknown } }).__TC_PAYMENT_DELAYS__?.scriptMs;
  return typeof value === "number" ? value : SCRIPT_DEADLINE_MS;
}

/** `load` settled within the deadline, else a failed_to_initialize_payment rejection (a late success is not waited for). */
export function withinScriptDeadline<T>(load: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PaymentFailure("failed_to_initialize_payment")), deadlineMs());
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on the error it got
        reject(error);
      },
    );
  });
}
