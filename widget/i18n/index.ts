// Strings per language and area (CONTRACTS.md "Widget i18n layout": locales/<lang>/<area>.ts). Step 1's code
// carries only English's step-1 areas (English is also every language's fallback); the rest of a language
// arrives with `loadLocale` (./load-locale.ts) and the areas of lazily loaded steps with `addLocaleArea`.
import enCommon from "./locales/en/common.ts";
import enTickets from "./locales/en/tickets.ts";
import { lookup, type Translate, type Tree } from "./translate.ts";

export type { Translate, Tree } from "./translate.ts";

export const FALLBACK_LANGUAGE = "en";
export const SUPPORTED_LANGUAGES: readonly string[] = ["en", "de", "nl", "fr"];

/** Every language's areas as far as loaded; shared by all elements (each picks its language per call). */
const resources: Record<string, Tree> = { en: { common: enCommon, tickets: enTickets } };

/** "de-AT" → "de"; anything without translations → "en". */
export function resolveLanguage(requested: string | null | undefined): string {
  const base = (requested ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return SUPPORTED_LANGUAGES.includes(base) ? base : FALLBACK_LANGUAGE;
}

/** Adds (or replaces) areas of several languages, e.g. `{ de: { details: {…} } }`; translators see them at once. */
export function addLocaleAreas(byLanguage: Record<string, Record<string, Tree>>): void {
  for (const [language, areas] of Object.entries(byLanguage)) resources[language] = { ...resources[language], ...areas };
}

/**
 * Adds an area whose strings ship with a lazily loaded step (e.g. `payment-method`, step 3), so step 1's
 * code does not carry them. Idempotent; translators made earlier see the area at once.
 */
export function addLocaleArea(area: string, byLanguage: Record<string, Record<string, unknown>>): void {
  for (const [language, tree] of Object.entries(byLanguage)) addLocaleAreas({ [language]: { [area]: tree as Tree } });
}

/** Whether `area` of `language` is loaded (not counting the English fallback). */
export function hasLocaleArea(language: string, area: string): boolean {
  return resources[language]?.[area] !== undefined;
}

/**
 * A translator for one language; keys are "<area>.<key>", e.g. t("tickets.total"). A key the language lacks
 * falls back to English, and one English lacks too comes back as the key itself. `fallback: false` (tests)
 * returns the key as soon as the language itself lacks it.
 */
export function translatorFor(language: string, { fallback = true } = {}): Translate {
  const resolved = resolveLanguage(language);
  const languages = fallback && resolved !== FALLBACK_LANGUAGE ? [resolved, FALLBACK_LANGUAGE] : [resolved];
  return (key, options) => lookup(resources, languages, key, options) ?? key;
}
