// A new event: its name, time zone and start; everything else is set in its editor, which opens next.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { Form } from "react-aria-components";
import { catalogPaths, keys, type EventDetail } from "../../api/catalog.ts";
import { api } from "../../api/http.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { fromZonedInput } from "../../lib/zoned-time.ts";
import { checked } from "../../lib/schema-errors.ts";
import { EventCreate } from "../../api/schemas.ts";
import { errorText } from "../../ui/error-text.ts";
import { FormDialog } from "../../ui/FormDialog.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { TimeZoneField } from "../event/TimeZoneField.tsx";
import { FormActions } from "../../ui/FormActions.tsx";

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

export function NewEvent({ organizerId }: { organizerId: number }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [zone, setZone] = useState(browserZone);
  const [start, setStart] = useState("");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation({
    mutationFn: () =>
      api<EventDetail | { event: EventDetail }>(
        "POST",
        `${catalogPaths.org(organizerId)}/events`,
        checked(EventCreate, { name: name.trim(), time_zone: zone.trim(), start_date: fromZonedInput(start, zone) }),
      ),
    onSuccess: async (answer) => {
      const created = "event" in answer ? answer.event : answer;
      await queryClient.invalidateQueries({ queryKey: keys.events(organizerId) });
      setOpen(false);
      await navigate({ to: "/o/$org/events/$event", params: { org: String(organizerId), event: String(created.id) } });
    },
  });
  return (
    <FormDialog trigger={t("catalog.new_event")} title={t("catalog.new_event")} isOpen={open} onOpenChange={setOpen}>
      <Form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate();
        }}
      >
        {create.error ? <Notice tone="error">{errorText(t, create.error)}</Notice> : null}
        <TextInput label={t("catalog.event.name")} value={name} onChange={setName} isRequired autoFocus />
        <TimeZoneField value={zone} onChange={setZone} />
        <TextInput
          label={t("catalog.event.start")}
          type="datetime-local"
          value={start}
          onChange={setStart}
          isRequired
        />
        <FormActions busy={create.isPending} onCancel={() => setOpen(false)} submitLabel={t("catalog.create")} />
      </Form>
    </FormDialog>
  );
}
