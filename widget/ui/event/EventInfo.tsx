import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { formatEventDate } from "../../lib/format.ts";
import { sanitizeHtml } from "../../lib/sanitize-html.ts";
import { eventAtom } from "../../state/event-atoms.ts";
import { useLocale } from "../i18n-context.tsx";

/** The Event infos tab: date and the organizer's (sanitized) description. */
export function EventInfo() {
  const { t, locale } = useLocale();
  const event = useAtomValue(eventAtom);
  const html = useMemo(() => sanitizeHtml(event?.description_html), [event?.description_html]);
  if (!event) return null;
  return (
    <section className="tc-event-info" part="event-info">
      <p>
        <strong>{t("common.event_date")}: </strong>
        <time dateTime={event.start_date}>{formatEventDate(event.start_date, locale)}</time>
      </p>
      {html ? <div className="tc-description" part="event-description" dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </section>
  );
}
