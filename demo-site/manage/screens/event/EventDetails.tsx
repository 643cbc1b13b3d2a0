// The event's editor: name, description, attention, venue, time zone, start/end, presale window, sold-out. Dates
// are edited in the event's own time zone. The save carries the version it was loaded at: when someone else saved
// in between, the server refuses (409 changed_meanwhile) and this screen offers to load their version.
import { useQuery } from "@tanstack/react-query";
import { eventQuery } from "../../api/catalog.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { useEventId, useOrganizerId } from "../../ui/use-ids.ts";
import { EventForm, type Outcome } from "./EventForm.tsx";
import { useState } from "react";

export function EventDetails() {
  const t = useT();
  const org = useOrganizerId();
  const id = useEventId();
  const event = useQuery(eventQuery(org, id));
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (event.error) return <Notice tone="error">{errorText(t, event.error)}</Notice>;
  if (!event.data) return <p role="status">{t("common.loading")}</p>;
  // A new key per loaded version: "reload" after a conflict starts the form again from the saved event.
  return (
    <EventForm
      key={event.data.version}
      org={org}
      event={event.data}
      reload={() => void event.refetch()}
      outcome={outcome}
      setOutcome={setOutcome}
    />
  );
}
