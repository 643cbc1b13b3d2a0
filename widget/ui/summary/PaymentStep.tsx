import { useEffect, useRef } from "react";
import { detailsCss } from "../details/details-styles.ts";
import { useLocale } from "../i18n-context.tsx";
import { SalesOverview } from "./SalesOverview.tsx";

/**
 * Step 3 for orders that cost money. Payment methods arrive with a later issue; until then the flow
 * visibly stops here and says that nothing was ordered or charged.
 */
export default function PaymentStep() {
  const { t } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="tc-step tc-step-3" data-step="3">
      <style>{detailsCss}</style>
      <h3 className="tc-step-title" tabIndex={-1} ref={heading}>{t("summary.payment_title")}</h3>
      <SalesOverview />
      <p className="tc-alert" role="status" data-testid="payment-placeholder">{t("summary.payment_placeholder")}</p>
    </div>
  );
}
