import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Resource } from "i18next";
import { createTranslations, fixedTranslator, type Translate } from "../../../../widget/i18n/i18next.ts";
import { SUPPORTED_LANGUAGES, resolveLanguage, type Language } from "../../../../widget/i18n/languages.ts";

export type { Translate } from "../../../../widget/i18n/i18next.ts";
export type { Language } from "../../../../widget/i18n/languages.ts";

/** The server's own strings (pages, the ticket PDF, mails), with the widget's i18next conventions and languages. */
export interface ServerTranslations {
  /** A translator for a requested language ("de-AT" → German; anything unknown → English). */
  translator(language: string | null | undefined): Translate;
  /** Every area (namespace) loaded: one JSON file per area and language under the locales folder. */
  areas: readonly string[];
}

/**
 * Loads `<dir>/<language>/<area>.json` for every widget language into one i18next instance, once at start. The
 * areas are those English has; a language missing a file falls back to English (the completeness test in
 * translations.test.ts keeps that from happening).
 */
export function loadServerTranslations(dir: string): ServerTranslations {
  const areas = readdirSync(join(dir, "en"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -5))
    .sort();
  const resources: Resource = {};
  for (const language of SUPPORTED_LANGUAGES) {
    resources[language] = {};
    for (const area of areas) {
      try {
        resources[language][area] = JSON.parse(readFileSync(join(dir, language, `${area}.json`), "utf8"));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
  const i18n = createTranslations(areas, resources);
  const translators = new Map<Language, Translate>();
  return {
    areas,
    translator(language) {
      const resolved = resolveLanguage(language);
      let t = translators.get(resolved);
      if (!t) translators.set(resolved, (t = fixedTranslator(i18n, resolved)));
      return t;
    },
  };
}
