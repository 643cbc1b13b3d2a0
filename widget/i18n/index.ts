import i18next, { type i18n, type TFunction } from "i18next";
// Areas per language (CONTRACTS.md "Widget i18n layout"). The issue-3 helper extends ONLY these
// import lines and the `resources` table below with its areas (details, voucher, summary, success) and languages (nl, fr).
import enCommon from "./locales/en/common.ts";
import enTickets from "./locales/en/tickets.ts";
import deCommon from "./locales/de/common.ts";
import deTickets from "./locales/de/tickets.ts";

type Areas = Record<string, Record<string, string>>;

const resources: Record<string, Areas> = {
  en: { common: enCommon, tickets: enTickets },
  de: { common: deCommon, tickets: deTickets },
};

export const FALLBACK_LANGUAGE = "en";
export const SUPPORTED_LANGUAGES = Object.keys(resources);

/** "de-AT" → "de"; anything without translations → "en". */
export function resolveLanguage(requested: string | null | undefined): string {
  const base = (requested ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return SUPPORTED_LANGUAGES.includes(base) ? base : FALLBACK_LANGUAGE;
}

let shared: i18n | undefined;

// One instance holds every language; each element takes a translator fixed to its own language
// (getFixedT), so no element ever changes the language of another.
function instance(): i18n {
  if (shared) return shared;
  shared = i18next.createInstance();
  void shared.init({
    resources: Object.fromEntries(Object.entries(resources).map(([lng, areas]) => [lng, { translation: areas }])),
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    showSupportNotice: false, // no console chatter on organizers' pages
  });
  return shared;
}

export type Translate = TFunction;

/** A translator for one language; keys are "<area>.<key>", e.g. t("tickets.total"). */
export function translatorFor(language: string): Translate {
  return instance().getFixedT(resolveLanguage(language));
}
