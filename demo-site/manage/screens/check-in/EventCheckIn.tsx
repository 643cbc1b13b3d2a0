// /manage/o/:org/events/:event/check-in: the event's door: its check-in lists, the live figures, and the conflicts
// offline devices left. Times read in the event's own time zone (where the door is).
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { eventQuery } from "../../api/catalog.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { useEventId, useOrganizerId } from "../../ui/use-ids.ts";
import { CheckInConflicts } from "./CheckInConflicts.tsx";
import { CheckInFigures } from "./CheckInFigures.tsx";
import { CheckInLists } from "./CheckInLists.tsx";

export function EventCheckIn() {
  const t = useT();
  const org = useOrganizerId();
  const event = useEventId();
  const details = useQuery(eventQuery(org, event));
  const zone = details.data?.time_zone || "UTC";
  return (
    <section className="stack">
      <h2>{t("checkin.title")}</h2>
      <p className="hint">
        <Link to="/o/$org/devices" params={{ org: String(org) }}>
          {t("checkin.pair_hint")}
        </Link>
      </p>
      <CheckInLists org={org} event={event} zone={zone} />
      <CheckInFigures org={org} event={event} zone={zone} />
      <CheckInConflicts org={org} event={event} zone={zone} />
    </section>
  );
}
