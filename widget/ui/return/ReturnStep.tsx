import { useAtomValue, useStore } from "jotai";
import { useEffect, useRef, useState } from "react";
import { createPaymentApi } from "../../payments/api.ts";
import { PaymentFailure, isPaymentFailure } from "../../payments/errors.ts";
import { frameBridge } from "../../embed/frame-api.ts";
import { cleanReturnUrl, detectPaymentReturn } from "../../payments/return-params.ts";
import { currentStepAtom } from "../../state/checkout-atoms.ts";
import { configAtom } from "../../state/config-atoms.ts";
import {
  paymentFailedAtom,
  paymentErrorAtom,
  paymentPendingModeAtom,
  paymentPhaseAtom,
  paymentSucceededAtom,
} from "../../state/payment-flow.ts";
import { paymentReturnAtom } from "../../state/payment-flow-return.ts";
import { DEFAULT_RETURN_DELAYS, settlePaymentReturn, type ReturnDelays } from "../../state/payment-return.ts";
import { detailsCss } from "../details/details-styles.ts";
import { useLocale } from "../i18n-context.tsx";
import { PaymentErrorBanner, PaymentStatusLine, PendingNotice } from "../processing/PaymentBanner.tsx";
import { processingCss } from "../processing/processing-styles.ts";
import { StepStyle } from "../StepStyle.tsx";

/** Test hook: e2e tests shorten the hosted verification delays on the host page. */
function returnDelays(): ReturnDelays {
  const o = (globalThis as { __TC_PAYMENT_DELAYS__?: Partial<ReturnDelays> }).__TC_PAYMENT_DELAYS__ ?? {};
  return {
    ...DEFAULT_RETURN_DELAYS,
    ...Object.fromEntries(Object.entries(o).filter(([k, v]) => k in DEFAULT_RETURN_DELAYS && typeof v === "number")),
  };
}

/**
 * The payment parameters leave the address, so a reload neither pays nor verifies twice; in the checkout
 * frame, the host page's address too (the loader passed them in, frame-bridge.ts tells it).
 */
function forgetReturnParams() {
  try {
    history.replaceState(history.state, "", cleanReturnUrl(location.href));
  } catch {
    // a sandboxed frame may refuse; the server finalises an order once anyway
  }
  frameBridge()?.returnHandled();
}

/** Step 0 (spec §2 fallback): verifies the payment the buyer returns from, then success, pending or an error. */
export default function ReturnStep() {
  const { t } = useLocale();
  const store = useStore();
  const search = useAtomValue(paymentReturnAtom);
  const phase = useAtomValue(paymentPhaseAtom);
  const error = useAtomValue(paymentErrorAtom);
  const { apiOrigin } = useAtomValue(configAtom);
  const [stillProcessing, setStillProcessing] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (search === null || started.current) return;
    started.current = true;
    const ret = detectPaymentReturn(search) ?? { kind: "wallet" as const, token: null, paymentId: null, payerId: null };
    store.set(paymentPhaseAtom, "waiting");
    settlePaymentReturn(createPaymentApi(apiOrigin), ret, () => setStillProcessing(true), returnDelays())
      .then((outcome) => {
        if (outcome.kind === "paid") store.set(paymentSucceededAtom, outcome);
        else store.set(paymentPendingModeAtom);
      })
      .catch((err: unknown) => {
        const failure = isPaymentFailure(err) ? err : new PaymentFailure("generic_error");
        store.set(paymentFailedAtom, { key: failure.key, providerMessage: failure.providerMessage });
      })
      .finally(forgetReturnParams);
  }, [search, apiOrigin, store]);
  return (
    <div className="tc-step tc-step-0" data-step="0" data-phase={phase}>
      <StepStyle css={detailsCss + processingCss} />
      <h3 className="tc-step-title">{t("payment.return_title")}</h3>
      {phase === "waiting" ? <PaymentStatusLine text={t("payment.verifying")} /> : null}
      {(stillProcessing && phase === "waiting") || phase === "pending" ? <PendingNotice /> : null}
      {error ? (
        <PaymentErrorBanner
          error={error}
          onDismiss={() => {
            store.set(paymentErrorAtom, null);
            store.set(paymentReturnAtom, null);
            store.set(currentStepAtom, 1);
          }}
        />
      ) : null}
    </div>
  );
}
