import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect, useRef } from "react";
import type { PaymentPath } from "../../lib/payment-methods/types.ts";
import { selectedPaymentChoiceAtom } from "../../state/payment-method.ts";
import { leavePaymentAtom, paymentAttemptAtom, paymentErrorAtom, paymentPhaseAtom } from "../../state/payment-flow.ts";
import { detailsCss } from "../details/details-styles.ts";
import { useLocale } from "../i18n-context.tsx";
import { PaymentErrorBanner, PaymentStatusLine, PendingNotice } from "./PaymentBanner.tsx";
import { processingCss } from "./processing-styles.ts";
import { usePaymentAdapter } from "./use-payment-adapter.ts";
import { StepStyle } from "../StepStyle.tsx";

const PROVIDER_NAMES: Record<PaymentPath, string> = {
  stripe: "Stripe",
  paypal: "PayPal",
  braintree: "Braintree",
  mollie: "Mollie",
};

/** Step 4 (spec §2): provider badge and safety notice, the provider's UI, status, error banner, pending notice. */
export default function ProcessingStep() {
  const { t } = useLocale();
  const store = useStore();
  const choice = useAtomValue(selectedPaymentChoiceAtom);
  const phase = useAtomValue(paymentPhaseAtom);
  const error = useAtomValue(paymentErrorAtom);
  const leave = useSetAtom(leavePaymentAtom);
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  usePaymentAdapter(choice, container);
  useEffect(() => heading.current?.focus(), []);
  // Leaving step 4 (Back, or on to step 5): the adapter is torn down by its effect; the method is cleared here.
  useEffect(() => () => leave(), [leave]);
  const provider = choice ? PROVIDER_NAMES[choice.path] : "";
  const status =
    phase === "loading"
      ? t("payment.loading")
      : phase === "waiting"
        ? t("payment.waiting_confirmation")
        : phase === "completing"
          ? t("payment.completing_order")
          : phase === "redirecting"
            ? t("payment.redirecting")
            : null;
  return (
    <div className="tc-step tc-step-4" data-step="4" data-phase={phase}>
      <StepStyle css={detailsCss + processingCss} />
      <h3 className="tc-step-title" tabIndex={-1} ref={heading}>
        {t("payment.title")}
      </h3>
      {choice ? (
        <>
          <p className="tc-payment-badge" data-testid="payment-provider">
            <span>{provider}</span>
          </p>
          <p className="tc-safe-notice">{t("payment.safe_notice", { provider })}</p>
        </>
      ) : (
        <p className="tc-alert" role="alert">
          {t("payment.unsupported_payment_method")}
        </p>
      )}
      {status ? <PaymentStatusLine text={status} /> : null}
      {error ? (
        <PaymentErrorBanner
          error={error}
          onRetry={() => {
            store.set(paymentErrorAtom, null);
            store.set(paymentAttemptAtom, store.get(paymentAttemptAtom) + 1);
          }}
          onDismiss={() => store.set(paymentErrorAtom, null)}
        />
      ) : null}
      {phase === "pending" ? <PendingNotice /> : null}
      <div ref={container} className="tc-payment-slot" hidden={phase === "pending"} />
    </div>
  );
}
