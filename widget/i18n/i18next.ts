// The translations, shared with the server so both say the same: one namespace per area (keys read
// `tickets.total`), each language's own plural categories, English as fallback, a synchronous init.
import { createInstance, type i18n, type Resource } from "i18next";
import { FALLBACK_LANGUAGE } from "./languages.ts";

/** Translates "<area>.<key>"; `options` fill `{{placeholders}}`, and a numeric `count` picks the plural form. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * An i18next instance with the project's conventions, shared by the widget (one per page) and the server (pages,
 * PDF, mail): keys are "<area>.<key>" with the area as the namespace (i18next splits on the first dot when it names
 * a namespace it knows, so every area must be listed in `areas`); plurals by Intl plural rules (`_one`, `_few`,
 * `_other`…, and `_zero` for 0 where a language has it); `{{name}}` interpolation, unescaped (React escapes, and
 * the server's HTML templates escape what they insert), a missing value read as empty; English as the fallback;
 * a key no language has comes back as itself. Synchronous: the resources are given, never fetched by i18next.
 */
export function createTranslations(areas: readonly string[], resources: Resource): i18n {
  const instance = createInstance();
  void instance.init({
    initAsync: false,
    resources,
    partialBundledLanguages: true,
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...areas],
    defaultNS: false,
    nsSeparator: ".",
    keySeparator: ".",
    appendNamespaceToMissingKey: true,
    returnEmptyString: false,
    missingInterpolationHandler: () => "",
    interpolation: { escapeValue: false },
  });
  return instance;
}

/**
 * A translator for one language (resolved beforehand: "de", not "de-AT"). A key the language lacks falls back to
 * English, and one English lacks too comes back as the key itself. `fallback: false` (tests) returns the key as
 * soon as the language itself lacks it.
 */
export function fixedTranslator(instance: i18n, language: string, { fallback = true } = {}): Translate {
  const t = instance.getFixedT(language);
  return fallback ? (key, options) => t(key, options) : (key, options) => t(key, { ...options, fallbackLng: false });
}
