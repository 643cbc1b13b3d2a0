// Add or edit one ticket type (TanStack Form): name, description, price, stock (limited to a number, or
// unlimited), purchase limit, hidden. Each field shows the server's own schema's verdict (TicketTypeCreate) before
// anything is sent; stock below what is sold and held is refused by the server, which says how many that is.
import { useForm } from "@tanstack/react-form";
import { Checkbox, Form } from "react-aria-components";
import type { TicketType } from "../../api/catalog.ts";
import { TicketTypeCreate } from "../../api/schemas.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { schemaErrors } from "../../lib/schema-errors.ts";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { FormActions } from "../../ui/FormActions.tsx";

export interface TicketTypeBody {
  ticket_name: string;
  short_description: string;
  price: string;
  ticket_stock: "limited" | "unlimited";
  stock_limit: number | null;
  purchase_limit: number;
  hidden: boolean;
}

interface Values {
  ticket_name: string;
  short_description: string;
  price: string;
  unlimited: boolean;
  stock_limit: string;
  purchase_limit: string;
  hidden: boolean;
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

function toBody(values: Values): TicketTypeBody {
  return {
    ticket_name: values.ticket_name.trim(),
    short_description: values.short_description,
    price: values.price.trim().replace(",", "."),
    ticket_stock: values.unlimited ? "unlimited" : "limited",
    stock_limit: values.unlimited ? null : whole(values.stock_limit),
    purchase_limit: whole(values.purchase_limit),
    hidden: values.hidden,
  };
}

const firstError = (errors: unknown[]) => {
  const first = errors.find(Boolean);
  return typeof first === "string" ? first : undefined;
};

type TextKey = "ticket_name" | "short_description" | "price" | "stock_limit" | "purchase_limit";

export function TicketTypeForm(props: {
  initial?: TicketType | undefined;
  busy: boolean;
  error: string | null;
  onSubmit: (body: TicketTypeBody) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const start = props.initial;
  const form = useForm({
    defaultValues: {
      ticket_name: start?.ticket_name ?? "",
      short_description: start?.short_description ?? "",
      price: start?.price ?? "0.00",
      unlimited: start?.ticket_stock === "unlimited",
      stock_limit: String(start?.stock_limit ?? 100),
      purchase_limit: String(start?.purchase_limit ?? 10),
      hidden: Boolean(start?.hidden),
    } satisfies Values,
    validators: { onSubmit: ({ value }) => schemaErrors(TicketTypeCreate, toBody(value)) },
    onSubmit: ({ value }) => props.onSubmit(toBody(value)),
  });
  const text = (
    name: TextKey,
    label: string,
    options: { inputMode?: "decimal" | "numeric"; autoFocus?: boolean } = {},
  ) => (
    <form.Field name={name}>
      {(field) => (
        <TextInput
          label={label}
          value={field.state.value}
          onChange={field.handleChange}
          onBlur={field.handleBlur}
          errorMessage={firstError(field.state.meta.errors)}
          inputMode={options.inputMode}
          autoFocus={options.autoFocus}
          isRequired={name !== "short_description"}
        />
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
      {text("ticket_name", t("catalog.ticket.name"), { autoFocus: true })}
      {text("short_description", t("catalog.ticket.description"))}
      {text("price", t("catalog.ticket.price"), { inputMode: "decimal" })}
      <form.Field name="unlimited">
        {(field) => (
          <Checkbox className="checkbox" isSelected={field.state.value} onChange={field.handleChange}>
            <span className="checkbox-box" aria-hidden="true" />
            {t("catalog.ticket.unlimited")}
          </Checkbox>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.values.unlimited}>
        {(unlimited) => (unlimited ? null : text("stock_limit", t("catalog.ticket.stock"), { inputMode: "numeric" }))}
      </form.Subscribe>
      {text("purchase_limit", t("catalog.ticket.purchase_limit"), { inputMode: "numeric" })}
      <form.Field name="hidden">
        {(field) => (
          <Checkbox className="checkbox" isSelected={field.state.value} onChange={field.handleChange}>
            <span className="checkbox-box" aria-hidden="true" />
            {t("catalog.ticket.hidden")}
          </Checkbox>
        )}
      </form.Field>
      <FormActions busy={props.busy} onCancel={props.onCancel} />
    </Form>
  );
}
