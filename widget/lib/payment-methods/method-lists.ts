import { methodOrderForCountry } from "./country-lists.ts";
import { isDelayedMethodHidden, type DelayInput } from "./delayed.ts";
import { resolvePaymentChoice, type PathConfig } from "./paths.ts";
import { PAYMENT_METHODS, type MethodIcon, type MethodLabel } from "./registry.ts";
import type { PaymentChoice, PaymentMethodName } from "./types.ts";

/** Which wallets this device can pay with (feature detection or the step-4 adapter decides). */
export interface WalletSupport {
  applepay: boolean;
  googlepay: boolean;
}

export interface ListedMethod {
  name: PaymentMethodName;
  /** The registry row's label (a brand, or a `payment-method` area key). */
  label: MethodLabel;
  icon: MethodIcon;
  choice: PaymentChoice;
}

export interface MethodListsInput extends DelayInput {
  countryCode: string;
  config: PathConfig;
  wallets: WalletSupport;
}

export interface MethodLists {
  first: ListedMethod[];
  other: ListedMethod[];
  /** Nothing of the buyer's country list survived the filters (spec §8 logs no_payment_methods_available_for_country). */
  noneForCountry: boolean;
}

function listed(name: PaymentMethodName, input: MethodListsInput): ListedMethod | null {
  const entry = PAYMENT_METHODS[name];
  if (entry.wallet && !input.wallets[name as keyof WalletSupport]) return null;
  if (isDelayedMethodHidden(entry.delay, input)) return null;
  const choice = resolvePaymentChoice(name, input.config);
  return choice ? { name, label: entry.label, icon: entry.icon, choice } : null;
}

/**
 * Step 3's lists: the country order (spec §9), each method kept only when the device has the wallet,
 * the delayed-method rule lets it through and an enabled path serves it. (Card and PayPal head every
 * country list, so an empty first list means no enabled path serves anything: "other" is empty too.)
 */
export function buildMethodLists(input: MethodListsInput): MethodLists {
  const order = methodOrderForCountry(input.countryCode);
  const pick = (names: readonly PaymentMethodName[]) =>
    names.map((n) => listed(n, input)).filter((m): m is ListedMethod => m !== null);
  const first = pick(order.first);
  return { first, other: pick(order.other), noneForCountry: first.length === 0 };
}
