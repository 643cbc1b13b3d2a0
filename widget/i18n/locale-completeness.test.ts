// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ALL_LOCALES, registerAllLocales } from "./all-locales.ts";
import { translatorFor } from "./index.ts";
import { SUPPORTED_LANGUAGES, WIDGET_AREAS } from "./languages.ts";
import { keyPaths, localeProblems, pluralCategories, readArea } from "./locale-check.ts";

const dir = join(import.meta.dirname, "locales");

describe("the widget's locales", () => {
  it("ship every area in every language: the same keys, the language's own plural forms, non-empty, the same placeholders", () => {
    expect(localeProblems(dir, SUPPORTED_LANGUAGES, WIDGET_AREAS)).toEqual([]);
  });

  it("are all loadable: every language's pack carries its areas (English's step-1 areas are in step 1's code)", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const own = Object.keys(ALL_LOCALES[language]).sort();
      const expected = WIDGET_AREAS.filter((area) => language !== "en" || (area !== "common" && area !== "tickets"));
      expect(own, language).toEqual([...expected].sort());
    }
  });

  it("resolve through i18next: every key in every language without falling back, in every plural form", () => {
    registerAllLocales();
    for (const language of SUPPORTED_LANGUAGES) {
      const t = translatorFor(language, { fallback: false });
      const counts = Object.fromEntries(
        pluralCategories(language).map((c) => [
          c,
          [0, 1, 2, 3, 5, 21, 1.5, 1_000_000].find((n) => new Intl.PluralRules(language).select(n) === c),
        ]),
      );
      for (const area of WIDGET_AREAS) {
        for (const path of keyPaths(readArea(dir, "en", area))) {
          const plural = /_(zero|one|few|many|other)$/.exec(path);
          const key = `${area}.${path.replace(/_(zero|one|few|many|other)$/, "")}`;
          const samples = plural ? Object.values(counts) : [undefined];
          for (const count of samples) {
            // Without the fallback a missing translation comes back as the bare key instead of a text.
            expect(t(key, { count }), `${language}: ${key} (count ${count})`).not.toBe(key);
          }
        }
      }
    }
  });
});
