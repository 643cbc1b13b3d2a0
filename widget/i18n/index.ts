// The page's strings (i18next, one instance shared by every element; each element translates in its own language).
// Step 1's code carries only English's step-1 areas (English is also every language's fallback); the rest of a
// language arrives with `loadLocale` (./load-locale.ts).
import type { i18n } from "i18next";
import { createTranslations, fixedTranslator, type Translate } from "./i18next.ts";
import { resolveLanguage, WIDGET_AREAS } from "./languages.ts";
import enCommon from "./locales/en/common.json";
import enTickets from "./locales/en/tickets.json";

export type { Translate } from "./i18next.ts";
export { FALLBACK_LANGUAGE, resolveLanguage, SUPPORTED_LANGUAGES } from "./languages.ts";

/** A locale area, possibly nested: `{ required: "…", errors: { … } }`. */
export type Tree = { [key: string]: string | Tree };

let instance: i18n | undefined;

/** The page's instance, made on first use (no work when the module is imported). */
function translations(): i18n {
  return (instance ??= createTranslations(WIDGET_AREAS, { en: { common: enCommon, tickets: enTickets } }));
}

/** Adds (or replaces) areas of several languages, e.g. `{ de: { details: {…} } }`; translators see them at once. */
export function addLocaleAreas(byLanguage: Record<string, Record<string, Tree>>): void {
  const i18n = translations();
  for (const [language, areas] of Object.entries(byLanguage))
    for (const [area, tree] of Object.entries(areas)) i18n.addResourceBundle(language, area, tree, true, true);
}

/** Whether `area` of `language` is loaded (not counting the English fallback). */
export function hasLocaleArea(language: string, area: string): boolean {
  return translations().hasResourceBundle(resolveLanguage(language), area);
}

/**
 * A translator for one language; keys are "<area>.<key>", e.g. t("tickets.total"). A key the language lacks
 * falls back to English, and one English lacks too comes back as the key itself. `fallback: false` (tests)
 * returns the key as soon as the language itself lacks it.
 */
export function translatorFor(language: string, options?: { fallback?: boolean }): Translate {
  return fixedTranslator(translations(), resolveLanguage(language), options);
}
