// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SUPPORTED_LANGUAGES } from "../../../../widget/i18n/languages.ts";
import { keyPaths, localeProblems, readArea } from "../../../../widget/i18n/locale-check.ts";
import { loadServerTranslations } from "./translations.ts";

const dir = join(import.meta.dirname, "locales");

describe("the server's locales", () => {
  const translations = loadServerTranslations(dir);

  it("ship every area in every language the widget speaks: the same keys, each language's plural forms, placeholders", () => {
    expect(translations.areas).toEqual(expect.arrayContaining(["mail", "pages", "pdf", "theme"]));
    expect(localeProblems(dir, SUPPORTED_LANGUAGES, translations.areas)).toEqual([]);
  });

  it("resolve through i18next in every language without falling back to English", () => {
    for (const language of SUPPORTED_LANGUAGES.filter((l) => l !== "en")) {
      const t = translations.translator(language);
      const english = translations.translator("en");
      for (const area of translations.areas) {
        for (const path of keyPaths(readArea(dir, "en", area))) {
          const key = `${area}.${path.replace(/_(zero|one|few|many|other)$/, "")}`;
          if (key === "pdf.locale" || key === "pages.brand") continue; // may read alike
          const text = t(key, { count: 2, name: "X", id: 1 });
          expect(text, `${language}: ${key}`).not.toBe(key);
          if (!/_(one|other)$/.test(path))
            expect(
              text === english(key, { count: 2, name: "X", id: 1 }) && text.length > 12,
              `${language}: ${key} is English`,
            ).toBe(false);
        }
      }
    }
  });

  it("take a region tag, and fall back to English for a language the product does not speak", () => {
    expect(translations.translator("de-AT")("pages.not_found_title")).toBe(
      translations.translator("de")("pages.not_found_title"),
    );
    expect(translations.translator("ja")("pages.not_found_title")).toBe("Not found");
    expect(translations.translator(null)("pages.not_found_title")).toBe("Not found");
  });
});
