import type { ClipboardEvent, InputHTMLAttributes } from "react";
import { useLocale } from "../i18n-context.tsx";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "value"> {
  id: string;
  name: string;
  label: string;
  value: string;
  /** Translation key (details.*) of the field's error. */
  error?: string | undefined;
  optional?: boolean;
  wide?: boolean;
  hint?: string | null;
  onValue: (value: string) => void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement>) => void;
}

/** A labelled input whose translated error sits under it, tied by aria-describedby / aria-invalid. */
export function TextField({ id, name, label, value, error, optional, wide, hint, onValue, ...rest }: Props) {
  const { t } = useLocale();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={wide ? "tc-field tc-field-wide" : "tc-field"} part={`field field-${name}`}>
      <label className="tc-label" htmlFor={id}>
        {label}
        {optional ? <span className="tc-optional"> ({t("details.optional")})</span> : null}
      </label>
      <input
        {...rest}
        id={id}
        name={name}
        className="tc-input"
        part="input"
        value={value}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onValue(e.target.value)}
      />
      {hint ? (
        <p id={hintId} className="tc-field-hint" role="status">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="tc-field-error" part="field-error" data-error-key={error}>
          {t(`details.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
