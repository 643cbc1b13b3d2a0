// The event's IANA time zone: a text field with the browser's list of zones as suggestions (a datalist).
import { useId, useMemo } from "react";
import { useT } from "../../i18n/I18nProvider.tsx";

function zones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  try {
    return intl.supportedValuesOf?.("timeZone") ?? [];
  } catch {
    return [];
  }
}

export function TimeZoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const list = useMemo(zones, []);
  return (
    <div className="field">
      <label htmlFor={`${id}-input`}>{t("catalog.event.time_zone")}</label>
      <input
        id={`${id}-input`}
        list={`${id}-zones`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <datalist id={`${id}-zones`}>
        {list.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {error ? (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
