import { addLocaleAreas, hasLocaleArea, resolveLanguage, type Tree } from "./index.ts";

type Pack = { default: Record<string, Tree> };

// Literal import() per language so esbuild gives each its own chunk (nothing of another language is fetched).
const packs: Record<string, () => Promise<Pack>> = {
  en: () => import("./packs/en-later.ts"),
  de: () => import("./packs/de.ts"),
  nl: () => import("./packs/nl.ts"),
  fr: () => import("./packs/fr.ts"),
  es: () => import("./packs/es.ts"),
  it: () => import("./packs/it.ts"),
  pl: () => import("./packs/pl.ts"),
  pt: () => import("./packs/pt.ts"),
};

const loads = new Map<string, Promise<void>>();

/** Whether the language's step-1 areas are here (English's always are: step 1's code carries them). */
export function step1LocaleReady(language: string): boolean {
  return hasLocaleArea(resolveLanguage(language), "tickets");
}

/** Whether every area of the language is here. */
export function localeReady(language: string): boolean {
  return hasLocaleArea(resolveLanguage(language), "payment");
}

/**
 * Fetches the rest of a language's strings, once per page (shared by every element), and settles when they
 * are added. It never rejects: without them the translator falls back to English. A failed fetch is not
 * retried, since browsers may keep failing a module import they once failed.
 */
export function loadLocale(language: string): Promise<void> {
  const resolved = resolveLanguage(language);
  let load = loads.get(resolved);
  if (!load) {
    load = localeReady(resolved)
      ? Promise.resolve()
      : packs[resolved]!().then(
          (pack) => addLocaleAreas({ [resolved]: pack.default }),
          (error: unknown) =>
            console.warn(`ticket-checkout: the "${resolved}" strings did not load; showing English.`, error),
        );
    loads.set(resolved, load);
  }
  return load;
}
