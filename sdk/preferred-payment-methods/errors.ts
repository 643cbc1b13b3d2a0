import type { ErrorTemplate } from "../lib/errors.ts";

/**
 * This module raises no errors of its own (braintree-web has no errors file for it): a failed lookup
 * resolves `{ paypalPreferred: false, venmoPreferred: false }` and only a client setup error is passed on.
 */
export const preferredPaymentMethodsErrors = {} as const satisfies Record<string, ErrorTemplate>;
