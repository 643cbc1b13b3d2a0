import { useAtom, useAtomValue } from "jotai";
import { useEffect, useRef } from "react";
import { stepOneViewAtom, ticketsStepShownAtom } from "../../state/ticket-atoms.ts";
import { guestListStatusAtom, guestListWaitAtom } from "../../state/guest-list.ts";
import { useLocale } from "../i18n-context.tsx";
import { AlternativeState } from "./AlternativeState.tsx";
import { EventStateBanner } from "./EventStateBanner.tsx";
import { OrderTotal } from "./OrderTotal.tsx";
import { SelectionOverview } from "./SelectionOverview.tsx";
import { TicketList } from "./TicketList.tsx";

/** Step 1: ticket selection (spec §2). */
export function TicketsStep() {
  const { t } = useLocale();
  const view = useAtomValue(stepOneViewAtom);
  const guestListLimited = useAtomValue(guestListStatusAtom) === "rate_limited";
  const guestListWait = useAtomValue(guestListWaitAtom);
  const [shownBefore, setShown] = useAtom(ticketsStepShownAtom);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Back from step 2 removed the focused button: keep keyboard users in the widget. Not on first load.
    if (shownBefore) heading.current?.focus();
    else setShown(true); // once per mount
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount: deps would refocus on first load
  }, []);
  if (!view) return null;
  return (
    <div className="tc-step tc-step-1" data-step="1">
      <h3 className="tc-step-title" tabIndex={-1} ref={heading}>
        {t("tickets.title")}
      </h3>
      <EventStateBanner />
      {guestListLimited ? (
        <p className="tc-alert" role="alert" data-error-key="rate_limited">
          {t("common.rate_limited", { count: guestListWait })}
        </p>
      ) : null}
      {view === "list" ? (
        <>
          <TicketList />
          <OrderTotal />
          <SelectionOverview />
        </>
      ) : (
        <AlternativeState view={view} />
      )}
    </div>
  );
}
