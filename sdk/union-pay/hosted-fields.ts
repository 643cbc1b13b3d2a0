import { makeError } from "../lib/make-error.ts";
import { UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID, UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED } from "./errors.ts";

/**
 * The hosted-fields path. braintree-web accepts any object with a truthy `_bus` and then talks to it through
 * its own hidden UnionPay frame; an object without one is UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID. This SDK
 * validates the same way, but has no such frame, so a valid instance is refused with
 * UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED (pass options.card instead). Nothing is sent and no frame is created.
 */
export function rejectHostedFields(hostedFields: unknown): Promise<never> {
  if (!isHostedFieldsInstance(hostedFields)) return Promise.reject(makeError(UNIONPAY_HOSTED_FIELDS_INSTANCE_INVALID));
  return Promise.reject(makeError(UNIONPAY_HOSTED_FIELDS_NOT_SUPPORTED));
}

/** braintree-web's test for a Hosted Fields instance: a truthy `_bus`. */
export function isHostedFieldsInstance(value: unknown): boolean {
  return value !== null && value !== undefined && Boolean((value as { _bus?: unknown })._bus);
}
