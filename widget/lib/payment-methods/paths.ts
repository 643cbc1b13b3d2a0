import type { PaymentConfig } from "./config.ts";
import { PAYMENT_METHODS } from "./registry.ts";
import type { PaymentChoice, PaymentMethodName, PaymentPath } from "./types.ts";

export type PathConfig = Pick<PaymentConfig, "card_path" | "enabled_paths">;

// braintree's name for the card (spec §9 "Card drop-in: credit_card"); stripe calls it card.
const CARD_ID: Record<"stripe" | "braintree", string> = { stripe: "card", braintree: "credit_card" };

/**
 * Which path serves `method` for this event (spec §9 "supported methods per path"): the first candidate
 * of the method's registry row whose path is in `enabled_paths`; `card_path` means the config's card
 * path. Null when no enabled path serves it: the method is then dropped from step 3.
 */
export function resolvePaymentChoice(method: PaymentMethodName, config: PathConfig): PaymentChoice | null {
  for (const [candidate, providerMethod] of PAYMENT_METHODS[method].paths) {
    const path: PaymentPath = candidate === "card_path" ? config.card_path : candidate;
    if (!config.enabled_paths.includes(path)) continue;
    return { method, path, providerMethod: candidate === "card_path" ? CARD_ID[config.card_path] : providerMethod };
  }
  return null;
}
