import { useAtomValue, useSetAtom, useStore } from "jotai";
import { useEffect, useRef, useState } from "react";
import { crossedAnnouncement, formatTimeLeft } from "../../lib/payment-methods/reservation.ts";
import { expireReservationAtom, reservationAtom, startAgainAtom } from "../../state/reservation.ts";
import { persistCheckout, resumedAtom, startOverAtom } from "../../state/resume.ts";
import { ResumedNote } from "../ResumedNote.tsx";
import { useLocale } from "../i18n-context.tsx";
import { paymentMethodCss } from "./styles.ts";
import { StepStyle } from "../StepStyle.tsx";

const secondsLeft = (expiresAtMs: number) => Math.max(0, (expiresAtMs - Date.now()) / 1000);

function Countdown({ expiresAtMs }: { expiresAtMs: number }) {
  const { t } = useLocale();
  const expire = useSetAtom(expireReservationAtom);
  const [left, setLeft] = useState(() => secondsLeft(expiresAtMs));
  const [announcement, setAnnouncement] = useState("");
  const previous = useRef(left);
  useEffect(() => {
    const tick = () => {
      const now = secondsLeft(expiresAtMs);
      const crossed = crossedAnnouncement(previous.current, now);
      if (crossed === 300) setAnnouncement(t("payment-method.reservation.announce_5"));
      if (crossed === 60) setAnnouncement(t("payment-method.reservation.announce_1"));
      previous.current = now;
      setLeft(now);
      if (now <= 0) expire();
    };
    tick();
    // Recomputed from the deadline every tick, so a throttled background tab catches up at once.
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [expiresAtMs, expire, t]);
  return (
    <div className="tc-reservation" part="reservation" data-testid="reservation-timer">
      <span>{t("payment-method.reservation.label")}</span>
      {/* role=timer is not live: the seconds are not read out; the polite region below speaks at 5 and 1 min. */}
      <span className="tc-reservation-time" role="timer">
        {t("payment-method.reservation.time_left", { time: formatTimeLeft(left) })}
      </span>
      <span className="tc-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="reservation-announcement">
        {announcement}
      </span>
    </div>
  );
}

function Ended({ message }: { message: string }) {
  const { t } = useLocale();
  const startAgain = useSetAtom(startAgainAtom);
  return (
    <div className="tc-reservation-ended" part="reservation-ended">
      <p className="tc-alert" role="alert">
        {message}
      </p>
      <button
        type="button"
        className="tc-button tc-button-primary"
        part="button button-primary"
        onClick={() => startAgain()}
      >
        {t("payment-method.reservation.start_again")}
      </button>
    </div>
  );
}

/** After a reload resumed this checkout: said once, politely, with the way back to a fresh start. */
function Resumed() {
  const { t } = useLocale();
  const startOver = useSetAtom(startOverAtom);
  return (
    <ResumedNote
      message={t("payment-method.resume.notice")}
      action={t("payment-method.resume.start_over")}
      onStartOver={() => startOver()}
    />
  );
}

/**
 * The ticket hold on steps 3 and 4: time left (mm:ss), announced to screen readers at 5 and 1 minutes;
 * once it expires, or when the server had too few tickets to hold, a message and "Start again".
 */
export default function ReservationTimer() {
  const { t } = useLocale();
  const reservation = useAtomValue(reservationAtom);
  const resumed = useAtomValue(resumedAtom);
  const store = useStore();
  // Steps 3/4 are where a reload may resume: from here on the checkout is saved as it changes.
  useEffect(() => persistCheckout(store), [store]);
  let content = null;
  if (reservation.status === "held") content = <Countdown key={reservation.id} expiresAtMs={reservation.expiresAtMs} />;
  else if (reservation.status === "expired") content = <Ended message={t("payment-method.reservation.expired")} />;
  else if (reservation.status === "failed" && reservation.code === "ticket_stock_error")
    content = <Ended message={t("payment-method.reservation.not_enough_tickets")} />;
  if (!content) return null;
  return (
    <>
      <StepStyle css={paymentMethodCss} />
      {resumed && reservation.status === "held" ? <Resumed /> : null}
      {content}
    </>
  );
}
