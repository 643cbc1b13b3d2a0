// The app's i18next instance: English is in the first screen's code; another language's strings are one chunk
// each (packs.ts), fetched before the app switches to it. Keys read "<area>.<key>".
import { createInstance, type i18n } from "i18next";
import { FALLBACK_LANGUAGE, MANAGE_AREAS, resolveLanguage, type Language } from "./areas.ts";
import { english } from "./english.ts";
import { loadPack } from "./packs.ts";

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export function createManageI18n(): i18n {
  const instance = createInstance();
  void instance.init({
    initAsync: false,
    resources: { en: english },
    partialBundledLanguages: true,
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...MANAGE_AREAS],
    defaultNS: false,
    nsSeparator: ".",
    keySeparator: ".",
    appendNamespaceToMissingKey: true,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

/** Adds a language's strings (fetched once) and switches to it. */
export async function switchLanguage(instance: i18n, requested: string): Promise<Language> {
  const language = resolveLanguage(requested);
  if (language !== FALLBACK_LANGUAGE && !instance.hasResourceBundle(language, "common")) {
    const pack = await loadPack(language);
    for (const [area, strings] of Object.entries(pack)) instance.addResourceBundle(language, area, strings);
  }
  await instance.changeLanguage(language);
  return language;
}

const STORAGE_KEY = "manage-language";

/** The language chosen before (this browser), else the browser's own. */
export function preferredLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage off: the browser's language
  }
  return resolveLanguage(stored ?? navigator.language);
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage off: the choice lasts for this page only
  }
}
