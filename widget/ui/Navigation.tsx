import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { organizerLink } from "../lib/format.ts";
import { configAtom } from "../state/config-atoms.ts";
import { eventAtom } from "../state/event-atoms.ts";
import { currentStepAtom, stepNextAtom } from "../state/checkout-atoms.ts";
import { goBackAtom, goNextAtom, navigationAtom } from "../state/navigation-atoms.ts";
import { orderAmountsAtom } from "../state/ticket-atoms.ts";
import { useLocale } from "./i18n-context.tsx";

/** Back / Next per spec §2 "Navigation buttons". Rules live in lib/navigation-rules.ts. */
export function Navigation() {
  const { t } = useLocale();
  const nav = useAtomValue(navigationAtom);
  const goNext = useSetAtom(goNextAtom);
  const goBack = useSetAtom(goBackAtom);
  // Spec §2: at step 2 a free order's "download tickets" replaces the way to payment.
  const step = useAtomValue(currentStepAtom);
  const amounts = useAtomValue(orderAmountsAtom);
  const freeAtDetails = step === 2 && amounts.isFree;
  const event = useAtomValue(eventAtom);
  const { apiOrigin } = useAtomValue(configAtom);
  const [navigating, setNavigating] = useState(false);
  const stepNext = useAtomValue(stepNextAtom);
  if (!nav.next.visible && !nav.back.visible && !nav.backToOrganizer.visible && !stepNext) return null;
  return (
    <div className="tc-nav" part="navigation">
      {nav.backToOrganizer.visible && event ? (
        // Embedded in an iframe: leave the whole checkout for the organizer page.
        <a
          className="tc-button tc-back-organizer"
          part="button button-organizer"
          href={organizerLink(apiOrigin, event.subdomain)}
          target="_top"
          aria-busy={navigating}
          onClick={() => setNavigating(true)}
        >
          {t(navigating ? "common.navigating" : "common.back_to_organizer")}
        </a>
      ) : null}
      {/* Once an order exists (step 5) there is nothing to go back to. */}
      {nav.back.visible && step < 5 ? (
        <button
          type="button"
          className="tc-button"
          part="button button-back"
          disabled={!nav.back.enabled}
          onClick={() => goBack()}
        >
          {t("common.back")}
        </button>
      ) : null}
      {nav.next.visible ? (
        <button
          type="button"
          className="tc-button tc-button-primary tc-next"
          part="button button-primary button-next"
          disabled={!nav.next.enabled}
          aria-busy={nav.next.label === "please_wait"}
          onClick={() => goNext()}
        >
          {nav.next.label === "please_wait"
            ? t("common.please_wait")
            : freeAtDetails
              ? t("details.download_tickets")
              : t("common.next")}
        </button>
      ) : stepNext ? (
        <button
          type="button"
          className="tc-button tc-button-primary tc-next"
          part="button button-primary button-next"
          onClick={stepNext.run}
        >
          {t("common.next")}
        </button>
      ) : null}
    </div>
  );
}
