// A new voucher: its code, the discount in percent, the last day it is valid and how often it may be used.
import { useState } from "react";
import { Form } from "react-aria-components";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";
import type { Voucher } from "../../api/catalog.ts";
import { FormActions } from "../../ui/FormActions.tsx";

export function VoucherForm(props: {
  /** Editing: the code stays, the rest can change. */
  initial?: Voucher | undefined;
  busy: boolean;
  error: string | null;
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const start = props.initial;
  const [code, setCode] = useState(start?.code ?? "");
  const [discount, setDiscount] = useState(String(start?.discount ?? 10));
  const [until, setUntil] = useState(start?.valid_until?.slice(0, 10) ?? "");
  const [maxUses, setMaxUses] = useState(start?.max_uses ? String(start.max_uses) : "");
  return (
    <Form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit({
          ...(start ? {} : { code: code.trim() }),
          discount: Number(discount),
          valid_until: until ? `${until}T23:59:59Z` : null,
          max_uses: maxUses.trim() ? Number(maxUses) : null,
        });
      }}
    >
      {props.error ? <Notice tone="error">{props.error}</Notice> : null}
      <TextInput
        label={t("catalog.voucher.code")}
        value={code}
        onChange={setCode}
        isRequired
        isReadOnly={Boolean(start)}
        autoFocus={!start}
      />
      <TextInput
        label={t("catalog.voucher.discount_percent")}
        value={discount}
        onChange={setDiscount}
        inputMode="numeric"
        isRequired
      />
      <TextInput label={t("catalog.voucher.valid_until")} type="date" value={until} onChange={setUntil} />
      <TextInput
        label={t("catalog.voucher.max_uses")}
        description={t("catalog.voucher.max_uses_help")}
        value={maxUses}
        onChange={setMaxUses}
        inputMode="numeric"
      />
      <FormActions busy={props.busy} onCancel={props.onCancel} />
    </Form>
  );
}
