// The back office's string areas (one i18next namespace and one JSON file per area and language, in
// i18n/locales/<language>/<area>.json), in the same languages as the widget.
export {
  SUPPORTED_LANGUAGES,
  FALLBACK_LANGUAGE,
  resolveLanguage,
  type Language,
} from "../../../widget/i18n/languages.ts";

export const MANAGE_AREAS = [
  "common",
  "auth",
  "catalog",
  "team",
  "orders",
  "integrations",
  "checkin",
  "scanner",
] as const;
export type ManageArea = (typeof MANAGE_AREAS)[number];
