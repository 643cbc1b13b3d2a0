// The editor's form (TanStack Form), checked with the server's own valibot schema before it is sent.
import { useForm } from "@tanstack/react-form";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Checkbox, Form } from "react-aria-components";
import { catalogPaths, keys, type EventDetail } from "../../api/catalog.ts";
import { api, ApiFailure } from "../../api/http.ts";
import { EventPatch } from "../../api/schemas.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { schemaErrors } from "../../lib/schema-errors.ts";
import { Button } from "../../ui/Button.tsx";
import { errorText } from "../../ui/error-text.ts";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { FIELD_OF_KEY, formValues, patchBody, type EventFormValues } from "./event-form-values.ts";
import { TimeZoneField } from "./TimeZoneField.tsx";

type TextKey = Exclude<keyof EventFormValues, "force_sold_out" | "time_zone">;

type FieldSpec = { name: TextKey; type?: string; multiline?: boolean };

/** Before the time zone field: what the event is. */
const ABOUT_FIELDS: FieldSpec[] = [
  { name: "name" },
  { name: "description_html", multiline: true },
  { name: "attention" },
  { name: "venue" },
];

/** After it: the dates, in the event's time zone. */
const DATE_FIELDS: FieldSpec[] = [
  { name: "start", type: "datetime-local" },
  { name: "end", type: "datetime-local" },
  { name: "presale_start", type: "datetime-local" },
  { name: "presale_end", type: "datetime-local" },
];

const firstError = (errors: unknown[]) => {
  const first = errors.find(Boolean);
  return typeof first === "string" ? first : undefined;
};

export type Outcome = { tone: "error" | "success"; text: string } | null;

/** `outcome` lives in the parent: a save changes the version, which starts this form again from the saved event. */
export function EventForm(props: {
  org: number;
  event: EventDetail;
  reload: () => void;
  outcome: Outcome;
  setOutcome: (outcome: Outcome) => void;
}) {
  const { org, event, reload, outcome, setOutcome } = props;
  const t = useT();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState(false);
  const form = useForm({
    defaultValues: formValues(event),
    validators: {
      onSubmit: ({ value }) =>
        schemaErrors(EventPatch, patchBody(value, event.version), (key) => FIELD_OF_KEY[key] ?? key),
    },
    onSubmit: async ({ value }) => {
      setOutcome(null);
      try {
        const saved = await api<EventDetail | { event: EventDetail }>(
          "PATCH",
          catalogPaths.ev(org, event.id),
          patchBody(value, event.version),
        );
        const next = "event" in saved ? saved.event : saved;
        queryClient.setQueryData(keys.event(org, event.id), next);
        await queryClient.invalidateQueries({ queryKey: keys.events(org) });
        setOutcome({ tone: "success", text: t("catalog.saved") });
      } catch (failure) {
        if (failure instanceof ApiFailure && failure.code === "changed_meanwhile") setConflict(true);
        else setOutcome({ tone: "error", text: errorText(t, failure) });
      }
    },
  });
  const renderField = (spec: FieldSpec) => (
    <form.Field key={spec.name} name={spec.name}>
      {(field) => (
        <TextInput
          label={t(`catalog.event.${spec.name}`)}
          type={spec.type}
          multiline={spec.multiline}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          errorMessage={firstError(field.state.meta.errors)}
          isRequired={spec.name === "name" || spec.name === "start"}
        />
      )}
    </form.Field>
  );
  return (
    <Form
      className="stack form-grid"
      onSubmit={(e) => {
        e.preventDefault();
        void form.handleSubmit();
      }}
    >
      {conflict ? (
        <Notice tone="error">
          <p>{t("catalog.changed_meanwhile")}</p>
          <Button variant="secondary" onPress={reload}>
            {t("catalog.reload")}
          </Button>
        </Notice>
      ) : null}
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
      {ABOUT_FIELDS.map(renderField)}
      <form.Field name="time_zone">
        {(field) => (
          <TimeZoneField
            value={field.state.value}
            onChange={field.handleChange}
            error={firstError(field.state.meta.errors)}
          />
        )}
      </form.Field>
      {DATE_FIELDS.map(renderField)}
      <form.Field name="force_sold_out">
        {(field) => (
          <Checkbox className="checkbox" isSelected={field.state.value} onChange={field.handleChange}>
            <span className="checkbox-box" aria-hidden="true" />
            {t("catalog.event.force_sold_out")}
          </Checkbox>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" isPending={submitting} isDisabled={conflict}>
            {t("common.save")}
          </Button>
        )}
      </form.Subscribe>
    </Form>
  );
}
