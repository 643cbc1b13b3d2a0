// The sign-in screen's text field: a native labelled <input> with its help text tied by aria-describedby, in the
// same markup classes as ui/TextInput.tsx (kept apart for the first screen's size, see PlainButton.tsx).
import { useId, type InputHTMLAttributes } from "react";

export function PlainTextInput({
  label,
  description,
  onChange,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> & {
  label: string;
  description?: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...props}
        id={id}
        aria-describedby={description ? `${id}-help` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {description ? (
        <span id={`${id}-help`} className="field-help">
          {description}
        </span>
      ) : null}
    </div>
  );
}
