// The languages and areas of the widget's strings: one i18next namespace per area, one JSON file per area and
// language (locales/<language>/<area>.json).

export const FALLBACK_LANGUAGE = "en";

/** Every language the widget speaks; anything else shows English. */
export const SUPPORTED_LANGUAGES = ["en", "de", "nl", "fr", "es", "it", "pl", "pt"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The widget's areas (namespaces). Step 1's code carries English's `common` and `tickets` only. */
export const WIDGET_AREAS = [
  "common",
  "tickets",
  "details",
  "voucher",
  "summary",
  "success",
  "payment-method",
  "payment",
] as const;

/** "de-AT" → "de"; anything without translations → "en". */
export function resolveLanguage(requested: string | null | undefined): Language {
  const base = (requested ?? "").trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(base) ? (base as Language) : FALLBACK_LANGUAGE;
}
