import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useId, useRef, useState, type ClipboardEvent } from "react";
import { BUYER_FIELDS, type BuyerField } from "../../lib/validation.ts";
import {
  buyerDetailsAtom,
  buyerErrorsAtom,
  saveDataForFutureAtom,
  setBuyerFieldAtom,
  setSaveDataForFutureAtom,
} from "../../state/buyer.ts";
import { focusFirstErrorAtom } from "../../state/buyer-submit.ts";
import { useLocale } from "../i18n-context.tsx";
import { CountrySelect } from "./CountrySelect.tsx";
import { TextField } from "./TextField.tsx";

const LABELS: Record<BuyerField, string> = {
  firstName: "details.first_name",
  lastName: "details.last_name",
  email: "details.email",
  email_confirmation: "details.email_confirmation",
  street: "details.street",
  postCode: "details.post_code",
  city: "details.city",
  country: "details.country",
  companyName: "details.company_name",
  vatNumber: "details.vat_number",
};

const AUTOCOMPLETE: Partial<Record<BuyerField, string>> = {
  firstName: "given-name",
  lastName: "family-name",
  email: "email",
  email_confirmation: "off",
  street: "street-address",
  postCode: "postal-code",
  city: "address-level2",
  companyName: "organization",
};

/** Step-2 buyer fields (spec §2), each with its translated error under it. */
export function BuyerForm() {
  const { t, language } = useLocale();
  const details = useAtomValue(buyerDetailsAtom);
  const errors = useAtomValue(buyerErrorsAtom);
  const save = useAtomValue(saveDataForFutureAtom);
  const setField = useSetAtom(setBuyerFieldAtom);
  const setSave = useSetAtom(setSaveDataForFutureAtom);
  const focusRequest = useAtomValue(focusFirstErrorAtom);
  const [pasteBlocked, setPasteBlocked] = useState(false);
  const prefix = useId();
  const formRef = useRef<HTMLDivElement>(null);
  const id = (field: string) => `${prefix}-${field}`;

  // After a failed "Next", move focus to the first invalid field so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = BUYER_FIELDS.find((f) => errors[f]);
    const target = first ? formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`) : null;
    target?.focus();
  }, [focusRequest]); // eslint-disable-line react-hooks/exhaustive-deps

  // Spec §5: the confirmation must be typed, so pasting into it is refused (with a hint why).
  const blockPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setPasteBlocked(true);
  };

  const text = (
    field: Exclude<BuyerField, "country">,
    extra: { type?: string; optional?: boolean; wide?: boolean } = {},
  ) => (
    <TextField
      key={field}
      id={id(field)}
      name={field}
      label={t(LABELS[field])}
      value={details[field]}
      error={errors[field]}
      type={extra.type ?? "text"}
      optional={extra.optional}
      wide={extra.wide}
      autoComplete={AUTOCOMPLETE[field]}
      onValue={(value) => setField({ field, value, language })}
    />
  );

  return (
    <div className="tc-form" ref={formRef} part="form">
      {text("firstName")}
      {text("lastName")}
      {text("email", { type: "email" })}
      <TextField
        id={id("email_confirmation")}
        name="email_confirmation"
        label={t(LABELS.email_confirmation)}
        value={details.email_confirmation}
        error={errors.email_confirmation}
        type="email"
        autoComplete="off"
        hint={pasteBlocked ? t("details.paste_blocked") : null}
        onPaste={blockPaste}
        onDrop={(e) => e.preventDefault()}
        onValue={(value) => {
          setPasteBlocked(false);
          setField({ field: "email_confirmation", value, language });
        }}
      />
      {text("street", { wide: true })}
      {text("postCode")}
      {text("city")}
      <CountrySelect
        id={id("country")}
        value={details.country}
        error={errors.country}
        onValue={(value) => setField({ field: "country", value, language })}
      />
      {text("companyName", { optional: true })}
      {text("vatNumber", { optional: true })}
      <label className="tc-check tc-field-wide" part="save-details">
        <input type="checkbox" name="saveDataForFuture" checked={save} onChange={(e) => setSave(e.target.checked)} />
        <span>{t("details.save_data")}</span>
      </label>
    </div>
  );
}
