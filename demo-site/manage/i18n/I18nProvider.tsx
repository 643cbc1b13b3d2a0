// The translator for the whole app, and the language switch: useT() re-renders its users when the language changes.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import type { i18n } from "i18next";
import type { Language } from "./areas.ts";
import { rememberLanguage, switchLanguage, type Translate } from "./i18n.ts";

interface I18nValue {
  t: Translate;
  language: Language;
  setLanguage: (language: Language) => Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider(props: { instance: i18n; language: Language; children: ReactNode }) {
  const { instance } = props;
  const [language, setCurrent] = useState<Language>(props.language);
  const setLanguage = useCallback(
    async (next: Language) => {
      const resolved = await switchLanguage(instance, next);
      rememberLanguage(resolved);
      document.documentElement.lang = resolved;
      setCurrent(resolved);
    },
    [instance],
  );
  const value = useMemo<I18nValue>(() => {
    const fixed = instance.getFixedT(language);
    return { t: (key, options) => fixed(key, options), language, setLanguage };
  }, [instance, language, setLanguage]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside <I18nProvider>");
  return value;
}

export const useT = (): Translate => useI18n().t;
