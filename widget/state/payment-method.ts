import { atom } from "jotai";
import { WidgetApiError } from "../lib/api-client.ts";
import { countryCodeFromName } from "../lib/countries.ts";
import { fetchPaymentConfig, type PaymentConfig } from "../lib/payment-methods/config.ts";
import { buildMethodLists, type MethodLists, type WalletSupport } from "../lib/payment-methods/method-lists.ts";
import type { PaymentChoice } from "../lib/payment-methods/types.ts";
import { detectWalletSupport, type WalletProbe } from "../lib/payment-methods/wallet-support.ts";
import { toMinorUnits } from "../lib/money.ts";
import { walletProbeFor } from "../payments/registry.ts";
import { buyerDetailsAtom } from "./buyer.ts";
import { currentStepAtom, selectedPaymentMethodAtom } from "./checkout-atoms.ts";
import { configAtom } from "./config-atoms.ts";
import { eventAtom, nowAtom } from "./event-atoms.ts";
import { orderAmountsAtom } from "./ticket-atoms.ts";

// The picked choice. Exposed through selectedPaymentChoiceAtom, which only reports it while the
// shared selectedPaymentMethodAtom still names the same method: whatever clears the method (Back,
// success, spec §4) clears the choice too, without every such place knowing this atom.
const pickedChoiceAtom = atom<PaymentChoice | null>(null);

/** The method the buyer picked on step 3 with the path that serves it; null until picked (spec §4 Back clears it). */
export const selectedPaymentChoiceAtom = atom(
  (get): PaymentChoice | null => {
    const choice = get(pickedChoiceAtom);
    return choice && get(selectedPaymentMethodAtom) === choice.method ? choice : null;
  },
  (_get, set, choice: PaymentChoice | null) => {
    set(pickedChoiceAtom, choice);
    set(selectedPaymentMethodAtom, choice?.method ?? null);
  },
);

export type PaymentConfigState =
  | { status: "idle" }
  | { status: "loading"; eventId: string }
  | { status: "ready"; eventId: string; config: PaymentConfig }
  | { status: "error"; eventId: string; code: WidgetApiError["code"] | "unexpected"; detail: string };

export const paymentConfigStateAtom = atom<PaymentConfigState>({ status: "idle" });

/** The loaded config of the current event, or null. */
export const paymentConfigAtom = atom((get) => {
  const state = get(paymentConfigStateAtom);
  return state.status === "ready" ? state.config : null;
});

/**
 * Loads `GET /api/payments/config` for the event once (again after an error); failures keep a code
 * and step 3 shows error_loading_payment_methods (spec §8).
 */
export const loadPaymentConfigAtom = atom(null, async (get, set, signal?: AbortSignal) => {
  const event = get(eventAtom);
  const { apiOrigin } = get(configAtom);
  if (!event) return;
  const eventId = String(event.id);
  const current = get(paymentConfigStateAtom);
  if ((current.status === "ready" || current.status === "loading") && current.eventId === eventId) return;
  set(paymentConfigStateAtom, { status: "loading", eventId });
  try {
    const config = await fetchPaymentConfig(apiOrigin, eventId, { signal });
    set(paymentConfigStateAtom, { status: "ready", eventId, config });
  } catch (error) {
    if (signal?.aborted) {
      set(paymentConfigStateAtom, { status: "idle" });
      return;
    }
    const code = error instanceof WidgetApiError ? error.code : "unexpected";
    set(paymentConfigStateAtom, {
      status: "error",
      eventId,
      code,
      detail: error instanceof Error ? error.message : String(error),
    });
  }
});

/** The buyer's two-letter country from step 2 (a name in the dropdown; unknown or empty → DE). */
export const buyerCountryCodeAtom = atom((get) =>
  countryCodeFromName(get(buyerDetailsAtom).country, get(configAtom).language),
);

/**
 * Which wallets this device can pay with; Apple Pay and Google Pay are listed only when true.
 *
 * SEAM for the step-4 adapter: `detectWalletSupportAtom` (run when step 3 opens) fills this from
 * `ApplePaySession.canMakePayments()` and from `walletProbeAtom`. Google Pay has no built-in detection
 * (probing `https://google.com/pay` through the Payment Request API needs Google's merchant data and
 * makes the browser fetch Google's payment manifest from the organizer's page), so it stays false
 * until a probe says otherwise: the stripe adapter can set `walletProbeAtom` to a function running
 * Stripe's `canMakePayment()` / Express Checkout `availablePaymentMethods`, or write this atom
 * directly (`set(walletSupportAtom, (s) => ({ ...s, googlepay: true }))`).
 */
export const walletSupportAtom = atom<WalletSupport>({ applepay: false, googlepay: false });

/** An extra, async wallet check (see walletSupportAtom); its answer is merged over feature detection. */
export const walletProbeAtom = atom<WalletProbe | null>(null);

/**
 * Runs when step 3 has its config: Apple Pay by feature detection, plus `walletProbeAtom` when set, else the probe
 * of the event's paths (Stripe's canMakePayment, widget/payments/registry.ts), bounded to 2 s.
 */
export const detectWalletSupportAtom = atom(null, async (get, set) => {
  const config = get(paymentConfigAtom);
  const probe =
    get(walletProbeAtom) ??
    (config ? walletProbeFor({ ...config, amountMinor: toMinorUnits(get(orderAmountsAtom).finalPricePaid) }) : null);
  const support = await detectWalletSupport(typeof window === "undefined" ? undefined : window, probe);
  set(walletSupportAtom, (current) => ({
    applepay: current.applepay || support.applepay,
    googlepay: current.googlepay || support.googlepay,
  }));
});

export type MethodListState =
  { status: "loading" } | { status: "error" } | ({ status: "ready"; countryCode: string } & MethodLists);

/** Step 3's lists for the buyer's country, filtered by device wallets, delayed-method rules and enabled paths. */
export const paymentMethodListsAtom = atom((get): MethodListState => {
  const state = get(paymentConfigStateAtom);
  const event = get(eventAtom);
  if (state.status === "error") return { status: "error" };
  if (state.status !== "ready" || !event) return { status: "loading" };
  const countryCode = get(buyerCountryCodeAtom);
  try {
    const lists = buildMethodLists({
      countryCode,
      config: state.config,
      wallets: get(walletSupportAtom),
      nowMs: get(nowAtom) || Date.now(),
      eventStartMs: Date.parse(event.start_date),
      salesPercentage: event.sale_summary.sales_percentage,
    });
    return { status: "ready", countryCode, ...lists };
  } catch {
    // Spec §8 error_loading_payment_methods: "filtering failure".
    return { status: "error" };
  }
});

/** Spec §2/§4: picking a method on step 3 records it and advances to step 4. */
export const choosePaymentMethodAtom = atom(null, (get, set, choice: PaymentChoice) => {
  if (get(currentStepAtom) !== 3) return;
  set(selectedPaymentChoiceAtom, choice);
  set(currentStepAtom, 4);
});
