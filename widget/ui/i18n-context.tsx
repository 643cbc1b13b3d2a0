import { createContext, useContext } from "react";
import { translatorFor, type Translate } from "../i18n/index.ts";

export interface LocaleInfo {
  t: Translate;
  /** Translation language, e.g. "de". */
  language: string;
  /** Intl locale, e.g. "de-AT". */
  locale: string;
}

/** English outside any element's tree (tests); made on first use, so importing this module does nothing. */
const english: Translate = (key, options) => translatorFor("en")(key, options);

export const LocaleContext = createContext<LocaleInfo>({ t: english, language: "en", locale: "en" });

/** The element's own translator and locale (never a page-wide language). */
export function useLocale(): LocaleInfo {
  return useContext(LocaleContext);
}
