import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect, type RefObject } from "react";
import { toMinorUnits } from "../../lib/money.ts";
import type { PaymentChoice } from "../../lib/payment-methods/types.ts";
import { createPaymentApi } from "../../payments/api.ts";
import { PaymentFailure, isPaymentFailure } from "../../payments/errors.ts";
import { attemptKey, attemptSlot, endAttempt } from "../../payments/idempotency.ts";
import { loadAdapter } from "../../payments/registry.ts";
import type { PaymentAdapter, PaymentStatus } from "../../payments/types.ts";
import { processingAtom } from "../../state/checkout-atoms.ts";
import { configAtom } from "../../state/config-atoms.ts";
import { buildPaymentCart, cartFingerprint } from "../../state/payment-flow-cart.ts";
import { loadPaymentConfig } from "../../state/payment-flow-config.ts";
import {
  paymentAttemptAtom,
  paymentFailedAtom,
  paymentPendingModeAtom,
  paymentPhaseAtom,
  paymentServerConfigAtom,
  paymentSucceededAtom,
} from "../../state/payment-flow.ts";
import { orderAmountsAtom } from "../../state/ticket-atoms.ts";
import { useLocale } from "../i18n-context.tsx";
import { cleanReturnUrl } from "../../payments/return-params.ts";

/** Test hook: the hosted-checkout countdown (ms), set by e2e tests on the host page. */
function countdownOverride(): number | undefined {
  const value = (globalThis as { __TC_PAYMENT_DELAYS__?: { countdownMs?: number } }).__TC_PAYMENT_DELAYS__?.countdownMs;
  return typeof value === "number" ? value : undefined;
}

/** Mounts the chosen provider's adapter into `container` for each attempt and tears it down on leave. */
export function usePaymentAdapter(choice: PaymentChoice | null, container: RefObject<HTMLDivElement | null>) {
  const store = useStore();
  const { t, language } = useLocale();
  const { apiOrigin } = useAtomValue(configAtom);
  const attempt = useAtomValue(paymentAttemptAtom);
  const setPhase = useSetAtom(paymentPhaseAtom);
  useEffect(() => {
    const slotEl = container.current;
    if (!choice || !slotEl) return;
    let adapter: PaymentAdapter | null = null;
    let active = true;
    const api = createPaymentApi(apiOrigin);
    const cart = () => buildPaymentCart(store.get);
    const first = cart();
    const slot = attemptSlot(first.event_id, choice.path);
    const onStatus = (status: PaymentStatus) => {
      if (!active) return;
      store.set(paymentPhaseAtom, status);
      store.set(processingAtom, status === "waiting" || status === "completing");
    };
    setPhase("loading");
    void (async () => {
      const config = await loadPaymentConfig(api, apiOrigin, first.event_id);
      store.set(paymentServerConfigAtom, config);
      const factory = await loadAdapter(choice.path, config);
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a callback sets it
      if (!active) return;
      adapter = factory();
      const outcome = await adapter.mount(slotEl, {
        choice,
        config,
        cart,
        api,
        idempotencyKey: attemptKey(slot, cartFingerprint(first, choice.providerMethod)),
        amountMinor: toMinorUnits(store.get(orderAmountsAtom).finalPricePaid),
        returnUrl: cleanReturnUrl(location.href),
        t,
        language,
        onStatus,
        navigate: (url) => location.assign(url),
        delays: { countdownMs: countdownOverride() },
      });
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a callback sets it
      if (!active) return;
      switch (outcome.kind) {
        case "paid":
          endAttempt(slot);
          store.set(paymentSucceededAtom, outcome);
          return;
        case "pending":
          endAttempt(slot);
          store.set(paymentPendingModeAtom);
          return;
        case "redirecting":
          store.set(paymentPhaseAtom, "redirecting");
          return;
        case "cancelled":
          endAttempt(slot);
          store.set(paymentAttemptAtom, store.get(paymentAttemptAtom) + 1); // show the buttons again
          return;
      }
    })().catch((err: unknown) => {
      if (!active) return;
      const failure = isPaymentFailure(err) ? err : new PaymentFailure("failed_to_initialize_payment");
      if (!isPaymentFailure(err)) console.error("[ticket-checkout] payment adapter failed:", err);
      // A declined attempt is over: Retry is a new payment with a new key. Otherwise the key stays, so a retry
      // of a call whose answer was lost is replayed by the server instead of charging twice.
      if (failure.declined) endAttempt(slot);
      store.set(paymentFailedAtom, {
        key: failure.key,
        providerMessage: failure.providerMessage,
        count: failure.count,
      });
    });
    return () => {
      active = false;
      adapter?.teardown();
    };
  }, [choice, attempt, apiOrigin, store, t, language, container, setPhase]);
}
