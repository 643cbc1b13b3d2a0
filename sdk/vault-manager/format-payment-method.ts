import type { VaultedPaymentMethod } from "./types.ts";

/** Keeps the public fields of a gateway payment method; description and binData only when present. */
export function formatPaymentMethod(raw: Record<string, unknown>): VaultedPaymentMethod {
  const method: VaultedPaymentMethod = {
    nonce: raw.nonce as string,
    default: raw.default as boolean,
    details: raw.details as Record<string, unknown>,
    hasSubscription: raw.hasSubscription as boolean,
    type: raw.type as string,
  };
  if (raw.description) method.description = raw.description as string;
  if (raw.binData) method.binData = raw.binData as Record<string, unknown>;
  return method;
}
