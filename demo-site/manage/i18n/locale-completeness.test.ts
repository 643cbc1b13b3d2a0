// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { keyPaths, localeProblems, pluralCategories, readArea } from "../../../widget/i18n/locale-check.ts";
import { MANAGE_AREAS, SUPPORTED_LANGUAGES } from "./areas.ts";
import { createManageI18n } from "./i18n.ts";
import { loadPack } from "./packs.ts";

const dir = join(import.meta.dirname, "locales");
const app = join(import.meta.dirname, "..");

/** Every "<area>.<key>" the app's code names literally in t("…"). */
function keysUsed(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return keysUsed(path);
    if (!/\.tsx?$/.test(entry.name) || entry.name.endsWith(".test.ts")) return [];
    return [...readFileSync(path, "utf8").matchAll(/\bt\("([a-z_-]+\.[a-z0-9_.]+)"/g)].map((m) => m[1]!);
  });
}

describe("the back office's locales", () => {
  it("ship every area in every language: the same keys, the language's own plural forms, non-empty, the same placeholders", () => {
    expect(localeProblems(dir, SUPPORTED_LANGUAGES, MANAGE_AREAS)).toEqual([]);
  });

  it("have every key the app's code asks for, in English", () => {
    const english = new Set(
      MANAGE_AREAS.flatMap((area) => keyPaths(readArea(dir, "en", area)).map((p) => `${area}.${p}`)),
    );
    const bases = new Set([...english].map((key) => key.replace(/_(zero|one|few|many|other)$/, "")));
    const missing = [...new Set(keysUsed(app))].filter((key) => !bases.has(key));
    expect(missing).toEqual([]);
  });

  it("resolve through i18next in every language without falling back, every plural form", async () => {
    const instance = createManageI18n();
    for (const language of SUPPORTED_LANGUAGES) {
      const pack = await loadPack(language);
      for (const [area, strings] of Object.entries(pack)) instance.addResourceBundle(language, area, strings);
      const t = instance.getFixedT(language);
      const counts = pluralCategories(language).map((c) =>
        [0, 1, 2, 3, 5, 21, 1.5, 1_000_000].find((n) => new Intl.PluralRules(language).select(n) === c),
      );
      for (const area of MANAGE_AREAS)
        for (const path of keyPaths(readArea(dir, "en", area))) {
          const plural = /_(zero|one|few|many|other)$/.test(path);
          const key = `${area}.${path.replace(/_(zero|one|few|many|other)$/, "")}`;
          for (const count of plural ? counts : [undefined])
            expect(t(key, { count, fallbackLng: false }), `${language}: ${key} (${count})`).not.toBe(key);
        }
    }
  });

  it("are translated: outside English, most texts differ from the English ones", () => {
    const english = MANAGE_AREAS.flatMap((area) => {
      const tree = readArea(dir, "en", area);
      return keyPaths(tree).map((p) => [
        `${area}.${p}`,
        JSON.stringify(p.split(".").reduce<unknown>((n, k) => (n as Record<string, unknown>)[k], tree)),
      ]);
    });
    for (const language of SUPPORTED_LANGUAGES.filter((l) => l !== "en")) {
      const same = english.filter(([key, text]) => {
        const [area, ...rest] = key!.split(".");
        const tree = readArea(dir, language, area!);
        const own = rest.reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], tree);
        return JSON.stringify(own) === text;
      });
      // Names and codes may stay as they are ("Stripe", "E-mail", "OK"); a copied file would be all the same.
      expect(same.length / english.length, `${language}: ${same.map(([k]) => k).join(", ")}`).toBeLessThan(0.15);
    }
  });
});
