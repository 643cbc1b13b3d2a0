import i18next, { type i18n, type TFunction } from "i18next";
// Areas per language (CONTRACTS.md "Widget i18n layout"). The issue-3 helper extends ONLY these
// import lines and the `resources` table below with its areas (details, voucher, summary, success) and languages (nl, fr).
import enCommon from "./locales/en/common.ts";
import enTickets from "./locales/en/tickets.ts";
import deCommon from "./locales/de/common.ts";
import deTickets from "./locales/de/tickets.ts";
import enDetails from "./locales/en/details.ts";
import enVoucher from "./locales/en/voucher.ts";
import enSummary from "./locales/en/summary.ts";
import enSuccess from "./locales/en/success.ts";
import deDetails from "./locales/de/details.ts";
import deVoucher from "./locales/de/voucher.ts";
import deSummary from "./locales/de/summary.ts";
import deSuccess from "./locales/de/success.ts";
import nlCommon from "./locales/nl/common.ts";
import nlTickets from "./locales/nl/tickets.ts";
import nlDetails from "./locales/nl/details.ts";
import nlVoucher from "./locales/nl/voucher.ts";
import nlSummary from "./locales/nl/summary.ts";
import nlSuccess from "./locales/nl/success.ts";
import frCommon from "./locales/fr/common.ts";
import frTickets from "./locales/fr/tickets.ts";
import frDetails from "./locales/fr/details.ts";
import frVoucher from "./locales/fr/voucher.ts";
import frSummary from "./locales/fr/summary.ts";
import frSuccess from "./locales/fr/success.ts";

type Areas = Record<string, Record<string, string>>;

const resources: Record<string, Areas> = {
  en: { common: enCommon, tickets: enTickets, details: enDetails, voucher: enVoucher, summary: enSummary, success: enSuccess },
  de: { common: deCommon, tickets: deTickets, details: deDetails, voucher: deVoucher, summary: deSummary, success: deSuccess },
  nl: { common: nlCommon, tickets: nlTickets, details: nlDetails, voucher: nlVoucher, summary: nlSummary, success: nlSuccess },
  fr: { common: frCommon, tickets: frTickets, details: frDetails, voucher: frVoucher, summary: frSummary, success: frSuccess },
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

/**
 * Adds an area whose strings ship with a lazily loaded step (e.g. `payment-method`, step 3), so step 1's
 * code does not carry them. Idempotent; translators made earlier see the area at once.
 */
export function addLocaleArea(area: string, byLanguage: Record<string, Record<string, unknown>>): void {
  const i = instance();
  for (const [language, tree] of Object.entries(byLanguage)) i.addResourceBundle(language, "translation", { [area]: tree }, true, true);
}

/** A translator for one language; keys are "<area>.<key>", e.g. t("tickets.total"). */
export function translatorFor(language: string): Translate {
  return instance().getFixedT(resolveLanguage(language));
}
