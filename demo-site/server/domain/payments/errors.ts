import { ApiError } from "../errors.ts";

/**
 * An error of the payment API: the body is `{ type, message, field? }` (README "Payment API") and, like every
 * other API error of this server, also `error: { code, message, field? }`.
 */
export function payError(
  status: number,
  type: string,
  message: string,
  field?: string,
  extra: Record<string, unknown> = {},
): ApiError {
  return new ApiError(status, type, message, field, { type, message, ...(field ? { field } : {}), ...extra });
}

/** Any ApiError as a payment-API error: a bad body becomes 400 `validation_error` naming the field. */
export function asPayError(err: ApiError): ApiError {
  if (err.extra && typeof err.extra.type === "string" && typeof err.extra.message === "string") return err;
  const type = err.code === "invalid_request" || err.code === "invalid_json" ? "validation_error" : err.code;
  return payError(err.status, type, err.message, err.field, err.extra);
}

export const notConfigured = (what: string) =>
  payError(
    503,
    "payments_not_configured",
    `${what} is not configured on this server: start it with DEMO_MODE=1 (sandbox) or with the provider's live keys.`,
  );
