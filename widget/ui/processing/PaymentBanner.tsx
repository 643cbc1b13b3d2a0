import type { PaymentErrorState } from "../../state/payment-flow.ts";
import { useLocale } from "../i18n-context.tsx";

/** Spec §8: ticket_stock_error -> not_enough_tickets; payment_failed -> the provider's message, else the default. */
export function paymentErrorText(
  t: (key: string, options?: { count: number }) => string,
  error: PaymentErrorState,
): string {
  if (error.key === "payment_failed" && error.providerMessage) return error.providerMessage;
  // Limits (429, the buyer's ticket cap): common strings with the minutes to wait or the cap.
  if (error.key === "rate_limited" || error.key === "buyer_ticket_limit")
    return t(`common.${error.key}`, { count: error.count ?? 1 });
  return t(`payment.${error.key}`);
}

/** The error banner of step 4 with Retry and Dismiss. */
export function PaymentErrorBanner({
  error,
  onRetry,
  onDismiss,
}: {
  error: PaymentErrorState;
  onRetry?: () => void;
  onDismiss: () => void;
}) {
  const { t } = useLocale();
  return (
    <div
      className="tc-payment-error"
      role="alert"
      part="form-error"
      data-testid="payment-error"
      data-error-key={error.key}
    >
      <p>{paymentErrorText(t, error)}</p>
      <div className="tc-payment-error-actions">
        {onRetry ? (
          <button type="button" className="tc-button tc-button-primary" part="button button-primary" onClick={onRetry}>
            {t("payment.retry")}
          </button>
        ) : null}
        <button type="button" className="tc-button" part="button" onClick={onDismiss}>
          {t("payment.dismiss")}
        </button>
      </div>
    </div>
  );
}

export function PaymentStatusLine({ text }: { text: string }) {
  return (
    <div className="tc-payment-status" role="status" aria-live="polite" data-testid="payment-status">
      <span className="tc-spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

export function PendingNotice() {
  const { t } = useLocale();
  return (
    <p className="tc-payment-pending" role="status" data-testid="payment-pending">
      {t("payment.payment_still_processing")}
    </p>
  );
}
