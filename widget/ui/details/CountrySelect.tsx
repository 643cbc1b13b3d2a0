import { useMemo } from "react";
import { countryList } from "../../lib/countries.ts";
import { useLocale } from "../i18n-context.tsx";

interface Props {
  id: string;
  value: string;
  error?: string | undefined;
  onValue: (name: string) => void;
}

/** Spec §2: countries sorted by translated name, flag emoji in front; the option value is the name. */
export function CountrySelect({ id, value, error, onValue }: Props) {
  const { t, language } = useLocale();
  const countries = useMemo(() => countryList(language), [language]);
  const errorId = `${id}-error`;
  return (
    <div className="tc-field" part="field field-country">
      <label className="tc-label" htmlFor={id}>
        {t("details.country")}
      </label>
      <select
        id={id}
        name="country"
        className="tc-input"
        part="input select"
        value={value}
        required
        autoComplete="country-name"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onValue(e.target.value)}
      >
        <option value="">—</option>
        {countries.map((c) => (
          <option key={c.code} value={c.name} data-code={c.code}>
            {`${c.flag} ${c.name}`}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="tc-field-error" part="field-error" data-error-key={error}>
          {t(`details.${error}`)}
        </p>
      ) : null}
    </div>
  );
}
