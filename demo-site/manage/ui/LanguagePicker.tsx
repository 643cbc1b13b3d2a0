// The language of the back office (remembered in this browser): a plain, labelled <select>.
import { useId } from "react";
import { SUPPORTED_LANGUAGES, type Language } from "../i18n/areas.ts";
import { useI18n } from "../i18n/I18nProvider.tsx";

/** Each language's name in itself, so anyone finds their own. */
const NAMES: Record<Language, string> = {
  en: "English",
  de: "Deutsch",
  nl: "Nederlands",
  fr: "Français",
  es: "Español",
  it: "Italiano",
  pl: "Polski",
  pt: "Português",
};

export function LanguagePicker() {
  const { t, language, setLanguage } = useI18n();
  const id = useId();
  return (
    <span className="language-picker">
      <label htmlFor={id}>{t("common.language")}</label>
      <select id={id} value={language} onChange={(event) => void setLanguage(event.target.value as Language)}>
        {SUPPORTED_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {NAMES[code]}
          </option>
        ))}
      </select>
    </span>
  );
}
