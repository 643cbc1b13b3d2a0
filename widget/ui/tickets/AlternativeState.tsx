import { useAtomValue } from "jotai";
import type { StepOneView } from "../../lib/availability.ts";
import { formatEventDate, organizerLink } from "../../lib/format.ts";
import { configAtom } from "../../state/config-atoms.ts";
import { eventAtom } from "../../state/event-atoms.ts";
import { useLocale } from "../i18n-context.tsx";

/** Replaces the ticket list when nothing can be bought (spec §2), with a thank-you text and the organizer link. */
export function AlternativeState({ view }: { view: Exclude<StepOneView, "list"> }) {
  const { t, locale } = useLocale();
  const event = useAtomValue(eventAtom);
  const { apiOrigin } = useAtomValue(configAtom);
  if (!event) return null;
  return (
    <section className="tc-alternative" part="alternative" data-view={view}>
      <h3 className="tc-alternative-title">{t(`tickets.alt_${view}_title`)}</h3>
      <p>{t(`tickets.alt_${view}_text`)}</p>
      {view === "no_presale_yet" && event.presale_starts_at ? (
        <p>
          {t("tickets.alt_no_presale_yet_starts", {
            date: formatEventDate(event.presale_starts_at, locale, event.time_zone),
          })}
        </p>
      ) : null}
      <a
        className="tc-button tc-button-primary"
        part="button button-primary organizer-button"
        href={organizerLink(apiOrigin, event.subdomain)}
      >
        {t("common.organizer_page")}
      </a>
    </section>
  );
}
