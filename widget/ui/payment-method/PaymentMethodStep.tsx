import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState } from "react";
import type { ListedMethod } from "../../lib/payment-methods/method-lists.ts";
import { currentStepAtom, stepNextAtom } from "../../state/checkout-atoms.ts";
import {
  choosePaymentMethodAtom,
  detectWalletSupportAtom,
  loadPaymentConfigAtom,
  paymentConfigStateAtom,
  paymentMethodListsAtom,
  selectedPaymentChoiceAtom,
} from "../../state/payment-method.ts";
import { reservationAtom, reserveTicketsAtom } from "../../state/reservation.ts";
import { detailsCss } from "../details/details-styles.ts";
import { useLocale } from "../i18n-context.tsx";
import { SalesOverview } from "../summary/SalesOverview.tsx";
import { MethodList } from "./MethodList.tsx";
import { paymentMethodCss } from "./styles.ts";
import { StepStyle } from "../StepStyle.tsx";

/** Loads the config, checks the wallets and holds the tickets when step 3 opens. */
function useStepThreeSetup() {
  const loadConfig = useSetAtom(loadPaymentConfigAtom);
  const detectWallets = useSetAtom(detectWalletSupportAtom);
  const reserve = useSetAtom(reserveTicketsAtom);
  useEffect(() => {
    const controller = new AbortController();
    // The wallet probe needs the config (which paths serve the event); the list shows meanwhile, wallets join it.
    void loadConfig(controller.signal).then(() => detectWallets());
    // Not cancelled on unmount: a buyer who picks a method before the hold answers still gets it on step 4.
    void reserve().then((state) => {
      // Payment still works without a hold (the server checks stock when it finalises): say so in the console only.
      if (state.status === "failed" && state.code === "failed")
        console.warn(`ticket-checkout: tickets could not be held: ${state.detail}`);
    });
    return () => controller.abort();
  }, [loadConfig, detectWallets, reserve]);
}

function Methods() {
  const { t } = useLocale();
  const lists = useAtomValue(paymentMethodListsAtom);
  const configState = useAtomValue(paymentConfigStateAtom);
  const reload = useSetAtom(loadPaymentConfigAtom);
  const choose = useSetAtom(choosePaymentMethodAtom);
  const choice = useAtomValue(selectedPaymentChoiceAtom);
  const [showOther, setShowOther] = useState(false);
  const [missingChoice, setMissingChoice] = useState(false);
  const otherId = useId();
  const warnedFor = useRef<string | null>(null);
  const ready = lists.status === "ready" ? lists : null;
  const setStepNext = useSetAtom(stepNextAtom);
  const latestChoice = useRef(choice);
  latestChoice.current = choice;
  const offering = lists.status === "ready" && (lists.first.length > 0 || lists.other.length > 0);
  useEffect(() => {
    if (!offering) return;
    // Spec §4 "3 to 4 only with a payment method chosen". The shared navigation shows no Next on step 3 (spec §2),
    // so step 3 hands it its own, drawn in the same row as Back.
    setStepNext({ run: () => (latestChoice.current ? choose(latestChoice.current) : setMissingChoice(true)) });
    return () => setStepNext(null);
  }, [offering, setStepNext, choose]);
  useEffect(() => {
    if (!ready?.noneForCountry || warnedFor.current === ready.countryCode) return;
    warnedFor.current = ready.countryCode;
    console.warn(`ticket-checkout: no_payment_methods_available_for_country (${ready.countryCode})`);
  }, [ready]);

  if (lists.status === "loading")
    return (
      <p className="tc-muted" role="status">
        {t("payment-method.loading")}
      </p>
    );
  if (lists.status === "error") {
    return (
      <div className="tc-reservation-ended">
        <p className="tc-alert" role="alert" data-detail={configState.status === "error" ? configState.code : "filter"}>
          {t("payment-method.error_loading_payment_methods")}
        </p>
        <button type="button" className="tc-button" onClick={() => void reload()}>
          {t("payment-method.retry")}
        </button>
      </div>
    );
  }
  if (lists.first.length === 0 && lists.other.length === 0) {
    return (
      <p className="tc-alert" role="status" data-testid="no-payment-methods">
        {t("payment-method.no_payment_methods_available")}
      </p>
    );
  }
  const pick = (method: ListedMethod) => {
    setMissingChoice(false);
    choose(method.choice);
  };
  return (
    <>
      <MethodList
        label={t("payment-method.choose_label")}
        methods={lists.first}
        selected={choice?.method ?? null}
        onPick={pick}
      />
      {lists.other.length > 0 ? (
        <>
          <button
            type="button"
            className="tc-button tc-view-more"
            aria-expanded={showOther}
            aria-controls={otherId}
            onClick={() => setShowOther((v) => !v)}
          >
            {t(showOther ? "payment-method.view_less" : "payment-method.view_more")}
          </button>
          <div id={otherId} hidden={!showOther}>
            {showOther ? (
              <MethodList
                label={t("payment-method.other_methods")}
                methods={lists.other}
                selected={choice?.method ?? null}
                onPick={pick}
                showTitle
              />
            ) : null}
          </div>
        </>
      ) : null}
      {missingChoice ? (
        <p className="tc-alert" role="alert">
          {t("payment-method.select_required")}
        </p>
      ) : null}
    </>
  );
}

/** Step 3 (spec §2): the sales overview and the payment methods for the buyer's country. */
export default function PaymentMethodStep() {
  const { t } = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const reservation = useAtomValue(reservationAtom);
  const step = useAtomValue(currentStepAtom);
  useStepThreeSetup();
  useEffect(() => heading.current?.focus(), []);
  // An expired or refused hold: the reservation panel above says so and offers "Start again".
  const blocked =
    reservation.status === "expired" || (reservation.status === "failed" && reservation.code === "ticket_stock_error");
  return (
    <div className="tc-step tc-step-3" data-step="3">
      <StepStyle css={detailsCss + paymentMethodCss} />
      <h3 className="tc-step-title" tabIndex={-1} ref={heading}>
        {t("summary.payment_title")}
      </h3>
      <SalesOverview />
      {blocked || step !== 3 ? null : <Methods />}
    </div>
  );
}
