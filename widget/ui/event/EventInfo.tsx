import { useAtomValue } from "jotai";
import { formatEventDate } from "../../lib/format.ts";
import { eventAtom } from "../../state/event-atoms.ts";
import { useLocale } from "../i18n-context.tsx";
import { SanitizedHtml } from "../SanitizedHtml.tsx";

/** The Event infos tab: date, venue and the organizer's (sanitized) description. */
export function EventInfo() {
  const { t, locale } = useLocale();
  const event = useAtomValue(eventAtom);
  if (!event) return null;
  return (
    <section className="tc-event-info" part="event-info">
      <p>
        <strong>{t("common.event_date")}: </strong>
        <time dateTime={event.start_date}>{formatEventDate(event.start_date, locale, event.time_zone)}</time>
      </p>
      {event.venue ? (
        <p>
          <strong>{t("common.event_venue")}: </strong>
          {event.venue}
        </p>
      ) : null}
      <SanitizedHtml html={event.description_html} className="tc-description" part="event-description" />
    </section>
  );
}
