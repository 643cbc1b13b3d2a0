import { SUPPORTED_LANGUAGES, type Language } from "../../../widget/i18n/languages.ts";
import type { ServerTranslations, Translate } from "../domain/i18n/translations.ts";

const supported = (tag: string): Language | undefined => {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base) ? (base as Language) : undefined;
};

/**
 * The language of a page: `?lang=` when it names one the product speaks, else the best of the browser's
 * Accept-Language (by q-value, then order), else English.
 */
export function pageLanguage(query: URLSearchParams, acceptLanguage: string | undefined): Language {
  const asked = supported(query.get("lang") ?? "");
  if (asked) return asked;
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.split(";");
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.find((p) => /^\s*q=/.test(p)) ?? "")?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = supported(tag);
    if (language) return language;
  }
  return "en";
}

/** What a page renders its words and dates with. */
export interface PageLocale {
  t: Translate;
  language: Language;
  /** For Intl: English pages format dates as in Britain, Portuguese ones as in Portugal. */
  locale: string;
}

export function pageLocale(translations: ServerTranslations, language: Language): PageLocale {
  return {
    t: translations.translator(language),
    language,
    locale: language === "en" ? "en-GB" : language === "pt" ? "pt-PT" : language,
  };
}
