// Add or change a check-in list (TanStack Form): its name, the ticket types it admits (all, or chosen ones),
// re-entry, and the time window as the event's wall clock. Checked before it is sent (list-form-values.ts).
import { useForm } from "@tanstack/react-form";
import { Checkbox, Form } from "react-aria-components";
import type { CheckInList, ListBody } from "../../api/check-in.ts";
import type { TicketType } from "../../api/catalog.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { schemaErrors } from "../../lib/schema-errors.ts";
import { FormActions } from "../../ui/FormActions.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { ChoiceGroup } from "../integrations/ChoiceGroup.tsx";
import { listBody, ListBodySchema, listFormValues } from "./list-form-values.ts";

export function ListForm(props: {
  initial?: CheckInList | undefined;
  zone: string;
  ticketTypes: TicketType[];
  busy: boolean;
  error: string | null;
  onSubmit: (body: ListBody) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { zone } = props;
  const form = useForm({
    defaultValues: listFormValues(props.initial, zone),
    validators: { onSubmit: ({ value }) => schemaErrors(ListBodySchema, listBody(value, zone)) },
    onSubmit: ({ value }) => props.onSubmit(listBody(value, zone)),
  });
  /** The first problem of a field, in the person's language (the checks' messages are string keys). */
  const problem = (errors: unknown[]) => {
    const first = errors.find(Boolean);
    return typeof first === "string" ? t(first) : undefined;
  };
  const when = (name: "validFrom" | "validUntil") => (
    <form.Field name={name}>
      {(field) => (
        <TextInput
          label={t(name === "validFrom" ? "checkin.lists.valid_from" : "checkin.lists.valid_until")}
          description={t("checkin.lists.zone_help", { zone })}
          type="datetime-local"
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          errorMessage={problem(field.state.meta.errors)}
        />
      )}
    </form.Field>
  );
  const tick = (name: "allTypes" | "allowReentry", label: string) => (
    <form.Field name={name}>
      {(field) => (
        <Checkbox className="checkbox" isSelected={field.state.value} onChange={field.handleChange}>
          <span className="checkbox-box" aria-hidden="true" />
          {label}
        </Checkbox>
      )}
    </form.Field>
  );
  return (
    <Form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      {props.error ? <Notice tone="error">{props.error}</Notice> : null}
      <form.Field name="name">
        {(field) => (
          <TextInput
            label={t("checkin.lists.name")}
            description={t("checkin.lists.name_help")}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            errorMessage={problem(field.state.meta.errors)}
            maxLength={100}
            isRequired
            autoFocus
          />
        )}
      </form.Field>
      {tick("allTypes", t("checkin.lists.all_types"))}
      <form.Subscribe selector={(state) => state.values.allTypes}>
        {(all) =>
          all ? null : (
            <form.Field name="ticketTypeIds">
              {(field) => (
                <>
                  <ChoiceGroup
                    label={t("checkin.lists.ticket_types")}
                    options={props.ticketTypes.map((tt) => ({ value: String(tt.id), label: tt.ticket_name }))}
                    value={field.state.value}
                    onChange={field.handleChange}
                  />
                  {problem(field.state.meta.errors) ? (
                    <p className="field-error">{problem(field.state.meta.errors)}</p>
                  ) : null}
                </>
              )}
            </form.Field>
          )
        }
      </form.Subscribe>
      {tick("allowReentry", t("checkin.lists.allow_reentry"))}
      {when("validFrom")}
      {when("validUntil")}
      <FormActions busy={props.busy} onCancel={props.onCancel} />
    </Form>
  );
}
