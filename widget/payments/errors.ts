/**
 * A payment that did not go through. `key` is a `payment.*` translation key (spec §8); `providerMessage` is the
 * provider's own last error text, shown instead of the generic message when present.
 */
export class PaymentFailure extends Error {
  override name = "PaymentFailure";
  constructor(
    readonly key: PaymentErrorKey,
    readonly providerMessage: string | null = null,
    /** True when a new attempt (new idempotency key) is needed: the provider declined this one. */
    readonly declined = false,
    /** For `common.*` keys with a count (rate_limited: minutes to wait; buyer_ticket_limit: tickets per email). */
    readonly count?: number,
  ) {
    super(providerMessage ?? key);
  }
}

/** Spec §8 payment keys (plus not_enough_tickets for ticket_stock_error and the token/params messages). */
export type PaymentErrorKey =
  | "payment_failed"
  | "failed_to_initialize_payment"
  | "payment_processing_failed"
  | "payment_still_processing"
  | "there_was_an_error_initializing_payment"
  | "payment_not_ready_yet"
  | "there_was_an_error_submitting_the_form"
  | "there_was_an_error_submitting_the_form_try_again"
  | "local_payment_start_payment_deferred_payment_failed"
  | "not_enough_tickets"
  | "failed_to_fetch_client_token"
  | "missing_required_parameters"
  | "unsupported_payment_method"
  | "reservation_expired"
  | "error_loading_payment_options"
  | "generic_error"
  | "rate_limited"
  | "buyer_ticket_limit";

export const isPaymentFailure = (err: unknown): err is PaymentFailure => err instanceof PaymentFailure;
