// Add or edit one ticket type: name, description, price, stock (limited to a number, or unlimited), purchase
// limit, hidden. Stock below what is sold and held is refused by the server, which says how many that is.
import { useState } from "react";
import { Checkbox, Form } from "react-aria-components";
import type { TicketType } from "../../api/catalog.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";

export interface TicketTypeBody {
  ticket_name: string;
  short_description: string;
  price: string;
  ticket_stock: "limited" | "unlimited";
  stock_limit: number | null;
  purchase_limit: number;
  hidden: boolean;
}

export function TicketTypeForm(props: {
  initial?: TicketType;
  busy: boolean;
  error: string | null;
  onSubmit: (body: TicketTypeBody) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const start = props.initial;
  const [name, setName] = useState(start?.ticket_name ?? "");
  const [description, setDescription] = useState(start?.short_description ?? "");
  const [price, setPrice] = useState(start?.price ?? "0.00");
  const [unlimited, setUnlimited] = useState(start?.ticket_stock === "unlimited");
  const [stock, setStock] = useState(String(start?.stock_limit ?? 100));
  const [limit, setLimit] = useState(String(start?.purchase_limit ?? 10));
  const [hidden, setHidden] = useState(Boolean(start?.hidden));
  return (
    <Form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit({
          ticket_name: name.trim(),
          short_description: description,
          price: price.trim().replace(",", "."),
          ticket_stock: unlimited ? "unlimited" : "limited",
          stock_limit: unlimited ? null : Number(stock),
          purchase_limit: Number(limit),
          hidden,
        });
      }}
    >
      {props.error ? <Notice tone="error">{props.error}</Notice> : null}
      <TextInput label={t("catalog.ticket.name")} value={name} onChange={setName} isRequired autoFocus />
      <TextInput label={t("catalog.ticket.description")} value={description} onChange={setDescription} />
      <TextInput label={t("catalog.ticket.price")} value={price} onChange={setPrice} inputMode="decimal" isRequired />
      <Checkbox className="checkbox" isSelected={unlimited} onChange={setUnlimited}>
        <span className="checkbox-box" aria-hidden="true" />
        {t("catalog.ticket.unlimited")}
      </Checkbox>
      {unlimited ? null : (
        <TextInput label={t("catalog.ticket.stock")} value={stock} onChange={setStock} inputMode="numeric" isRequired />
      )}
      <TextInput
        label={t("catalog.ticket.purchase_limit")}
        value={limit}
        onChange={setLimit}
        inputMode="numeric"
        isRequired
      />
      <Checkbox className="checkbox" isSelected={hidden} onChange={setHidden}>
        <span className="checkbox-box" aria-hidden="true" />
        {t("catalog.ticket.hidden")}
      </Checkbox>
      <div className="actions">
        <Button type="submit" isPending={props.busy}>
          {t("common.save")}
        </Button>
        <Button variant="secondary" onPress={props.onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </Form>
  );
}
