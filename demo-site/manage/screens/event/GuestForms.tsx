// Add one guest (name, e-mail, ticket type), or import many from CSV (a file or pasted text; the columns are
// name, email and ticket type id or name, the first line may be a header).
import { useId, useState } from "react";
import { Form } from "react-aria-components";
import type { TicketType } from "../../api/catalog.ts";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import { FormActions } from "../../ui/FormActions.tsx";

interface Common {
  busy: boolean;
  error: string | null;
  onCancel: () => void;
}

export function GuestForm(
  props: Common & { tickets: TicketType[]; onSubmit: (body: Record<string, unknown>) => void },
) {
  const t = useT();
  const selectId = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [ticket, setTicket] = useState(String(props.tickets[0]?.id ?? ""));
  return (
    <Form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit({ name: name.trim(), email: email.trim(), ticket_id: Number(ticket) });
      }}
    >
      {props.error ? <Notice tone="error">{props.error}</Notice> : null}
      <TextInput label={t("catalog.guest.name")} value={name} onChange={setName} isRequired autoFocus />
      <TextInput label={t("catalog.guest.email")} type="email" value={email} onChange={setEmail} isRequired />
      <div className="field">
        <label htmlFor={selectId}>{t("catalog.guest.ticket")}</label>
        <select id={selectId} value={ticket} onChange={(event) => setTicket(event.target.value)} required>
          {props.tickets.map((tt) => (
            <option key={tt.id} value={tt.id}>
              {tt.ticket_name}
            </option>
          ))}
        </select>
      </div>
      <FormActions busy={props.busy} onCancel={props.onCancel} />
    </Form>
  );
}

export function GuestImportForm(props: Common & { onSubmit: (csv: string) => void }) {
  const t = useT();
  const fileId = useId();
  const [csv, setCsv] = useState("");
  return (
    <Form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit(csv);
      }}
    >
      {props.error ? <Notice tone="error">{props.error}</Notice> : null}
      <div className="field">
        <label htmlFor={fileId}>{t("catalog.guest.csv_file")}</label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void event.target.files?.[0]?.text().then(setCsv)}
        />
      </div>
      <TextInput
        label={t("catalog.guest.csv")}
        description={t("catalog.guest.csv_help")}
        multiline
        value={csv}
        onChange={setCsv}
        isRequired
      />
      <FormActions busy={props.busy} onCancel={props.onCancel} />
    </Form>
  );
}
