import { createContext, useContext } from "react";
import { translatorFor, type Translate } from "../i18n/index.ts";

export interface LocaleInfo {
  t: Translate;
  /** Translation language, e.g. "de". */
  language: string;
  /** Intl locale, e.g. "de-AT". */
  locale: string;
}

export const LocaleContext = createContext<LocaleInfo>({ t: translatorFor("en"), language: "en", locale: "en" });

/** The element's own translator and locale (never a page-wide language). */
export function useLocale(): LocaleInfo {
  return useContext(LocaleContext);
}
