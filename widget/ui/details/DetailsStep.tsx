import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect, useRef } from "react";
import { readVoucherCode } from "../../lib/guest-list.ts";
import { prefillBuyerDetailsAtom, validateBuyerAtom } from "../../state/buyer.ts";
import { freeOrderErrorAtom, freeOrderErrorCountAtom } from "../../state/buyer-order.ts";
import { configAtom } from "../../state/config-atoms.ts";
import { eventAtom } from "../../state/event-atoms.ts";
import { guestListActiveAtom } from "../../state/guest-list.ts";
import { currencyAtom, orderAmountsAtom, visibleTicketsAtom } from "../../state/ticket-atoms.ts";
import { saveCurrency } from "../../lib/secure-storage.ts";
import { applyVoucherAtom, configVoucherAppliedAtom, voucherAtom } from "../../state/voucher.ts";
import { ErrorBoundary } from "../ErrorBoundary.tsx";
import { useLocale } from "../i18n-context.tsx";
import { SalesOverview } from "../summary/SalesOverview.tsx";
import { BuyerForm } from "./BuyerForm.tsx";
import { detailsCss } from "./details-styles.ts";
import { FormRenderError } from "./FormRenderError.tsx";
import { ResumedNotice } from "./ResumedNotice.tsx";
import { scheduleScrollIn } from "./scroll-in.ts";
import { VoucherSection } from "./VoucherSection.tsx";
import { StepStyle } from "../StepStyle.tsx";

/** Spec §9: the form scrolls into view 500 ms after step 2 opens. */
export const SCROLL_DELAY_MS = 500;

/** Step 2: personal information, voucher and the sales overview (spec §2). */
export default function DetailsStep() {
  const { t, language } = useLocale();
  const store = useStore();
  const root = useRef<HTMLDivElement>(null);
  const guestList = useAtomValue(guestListActiveAtom);
  const orderError = useAtomValue(freeOrderErrorAtom);
  const orderErrorCount = useAtomValue(freeOrderErrorCountAtom);
  const prefill = useSetAtom(prefillBuyerDetailsAtom);
  const apply = useSetAtom(applyVoucherAtom);
  const orderErrorRef = useRef<HTMLParagraphElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (orderError) orderErrorRef.current?.focus();
  }, [orderError]);

  useEffect(() => {
    // Spec §4 "1 to 2": prefill saved details; a free order is validated at once when they were saved.
    // (Only prefilled details are validated: an empty form would greet the buyer with errors.)
    const config = store.get(configAtom);
    const restored = prefill(language, config.country ?? undefined);
    // Spec §1: the chosen currency is kept under the `currency` key.
    saveCurrency(store.get(currencyAtom));
    if (restored && store.get(orderAmountsAtom).isFree) {
      store.set(validateBuyerAtom, store.get(guestListActiveAtom) ? undefined : store.get(voucherAtom));
    }
    // Spec §2: a ?voucher= / voucher attribute code is applied when step 2 opens (once per checkout).
    const code = readVoucherCode(typeof location === "undefined" ? "" : location.search, config.voucher);
    if (code && !store.get(configVoucherAppliedAtom) && !store.get(guestListActiveAtom)) {
      store.set(configVoucherAppliedAtom, true);
      const first = store.get(visibleTicketsAtom)[0];
      const eventId = first ? (first.event_id ?? store.get(eventAtom)?.id) : undefined;
      void apply({ apiOrigin: config.apiOrigin, eventId, code });
    }
    // Like step 3: focus lands on the new step's heading so screen readers announce it. Only when focus
    // already was inside the checkout (the buyer pressed Next): a guest-list link advancing on its own
    // must not pull focus from the organizer's page. No scroll here: the form scrolls in after 500 ms.
    // Focus that was on step 1's Next is on <body> by now when step 2 waited for its strings (the step-1 view,
    // Next included, was gone meanwhile): that counts as inside too, unless a guest-list link advanced on its own.
    const rootNode = heading.current?.getRootNode();
    const lost =
      !store.get(guestListActiveAtom) && (document.activeElement === document.body || document.activeElement === null);
    if (rootNode instanceof ShadowRoot && (rootNode.activeElement || lost))
      heading.current?.focus({ preventScroll: true });
    return root.current ? scheduleScrollIn(root.current, SCROLL_DELAY_MS) : undefined;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="tc-step tc-step-2" data-step="2" ref={root}>
      <StepStyle css={detailsCss} />
      <h3 className="tc-step-title" tabIndex={-1} ref={heading}>
        {t("details.title")}
      </h3>
      <ResumedNotice />
      <ErrorBoundary
        fallback={(reset) => (
          <FormRenderError message={t("details.render_error")} onRetry={reset} retryLabel={t("common.retry")} />
        )}
      >
        <p className="tc-muted">{t("details.intro")}</p>
        <BuyerForm />
        {guestList ? (
          <p className="tc-notice" data-testid="guest-list-download">
            {t("details.guest_list_download")}
          </p>
        ) : (
          <VoucherSection />
        )}
        <SalesOverview />
        {orderError ? (
          // The button the buyer pressed was disabled while the order ran, so focus fell to the page;
          // it goes to the message instead, so keyboard and screen-reader users land on what went wrong.
          <p className="tc-alert" role="alert" tabIndex={-1} ref={orderErrorRef} data-error-key={orderError}>
            {orderError === "rate_limited" || orderError === "buyer_ticket_limit"
              ? t(`common.${orderError}`, { count: orderErrorCount })
              : t(`details.${orderError}`)}
          </p>
        ) : null}
      </ErrorBoundary>
    </div>
  );
}
