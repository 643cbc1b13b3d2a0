// A new voucher: its code, the discount in percent, the last day it is valid and how often it may be used.
import { useState } from "react";
import { Form } from "react-aria-components";
import { useT } from "../../i18n/I18nProvider.tsx";
import { Button } from "../../ui/Button.tsx";
import { Notice } from "../../ui/Notice.tsx";
import { TextInput } from "../../ui/TextInput.tsx";

export function VoucherForm(props: {
  busy: boolean;
  error: string | null;
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const [code, setCode] = useState("");
  const [discount, setDiscount] = useState("10");
  const [until, setUntil] = useState("");
  const [maxUses, setMaxUses] = useState("");
  return (
    <Form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSubmit({
          code: code.trim(),
          discount: Number(discount),
          valid_until: until ? `${until}T23:59:59Z` : null,
          max_uses: maxUses.trim() ? Number(maxUses) : null,
        });
      }}
    >
      {props.error ? <Notice tone="error">{props.error}</Notice> : null}
      <TextInput label={t("catalog.voucher.code")} value={code} onChange={setCode} isRequired autoFocus />
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
