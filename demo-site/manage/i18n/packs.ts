// Every other language's strings, one lazily imported chunk per language.
import type { Language } from "./areas.ts";

type Pack = Record<string, Record<string, unknown>>;

const packs: Record<Exclude<Language, "en">, () => Promise<{ pack: Pack }>> = {
  de: () => import("./packs/de.ts"),
  nl: () => import("./packs/nl.ts"),
  fr: () => import("./packs/fr.ts"),
  es: () => import("./packs/es.ts"),
  it: () => import("./packs/it.ts"),
  pl: () => import("./packs/pl.ts"),
  pt: () => import("./packs/pt.ts"),
};

export async function loadPack(language: Language): Promise<Pack> {
  if (language === "en") return {};
  return (await packs[language]()).pack;
}
