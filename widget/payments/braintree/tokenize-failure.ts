import { PaymentFailure } from "../errors.ts";

interface TokenizeError {
  code?: string;
  details?: { originalError?: { error?: { message?: unknown } } | null };
}

/**
 * What a failed hosted-fields tokenize means for the buyer: null when the fields are empty or invalid (they fix
 * the card in place), the gateway's own message when it refused the card data, else a form error to retry.
 */
export function tokenizeFailure(err: unknown): PaymentFailure | null {
  const { code, details } = (err ?? {}) as TokenizeError;
  if (code === "HOSTED_FIELDS_FIELDS_EMPTY" || code === "HOSTED_FIELDS_FIELDS_INVALID") return null;
  if (code === "HOSTED_FIELDS_FAILED_TOKENIZATION") {
    const message = details?.originalError?.error?.message;
    return new PaymentFailure("payment_failed", typeof message === "string" && message ? message : null);
  }
  return new PaymentFailure("there_was_an_error_submitting_the_form_try_again");
}
