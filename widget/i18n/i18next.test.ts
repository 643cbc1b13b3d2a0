import { describe, expect, it } from "vitest";
import { createTranslations, fixedTranslator } from "./i18next.ts";

const translations = () =>
  createTranslations(["things"], {
    en: {
      things: {
        item_zero: "no items",
        item_one: "{{count}} item",
        item_other: "{{count}} items",
        hello: "Hello {{name}}",
      },
    },
    pl: {
      things: {
        item_one: "{{count}} bilet",
        item_few: "{{count}} bilety",
        item_many: "{{count}} biletów",
        item_other: "{{count}} biletu",
      },
    },
  });

describe("createTranslations", () => {
  it("picks plural forms by each language's Intl plural rules (Polish one, few, many, other; English _zero for 0)", () => {
    const i18n = translations();
    const en = fixedTranslator(i18n, "en");
    expect([0, 1, 2].map((count) => en("things.item", { count }))).toEqual(["no items", "1 item", "2 items"]);
    const pl = fixedTranslator(i18n, "pl", { fallback: false });
    expect([1, 3, 5, 22, 1.5].map((count) => pl("things.item", { count }))).toEqual([
      "1 bilet",
      "3 bilety",
      "5 biletów",
      "22 bilety",
      "1.5 biletu",
    ]);
  });

  it("falls back to English, or not at all; a missing placeholder value is empty; nothing is escaped", () => {
    const i18n = translations();
    expect(fixedTranslator(i18n, "pl")("things.hello", { name: "<b>Ola</b>" })).toBe("Hello <b>Ola</b>");
    expect(fixedTranslator(i18n, "pl", { fallback: false })("things.hello")).toBe("things.hello");
    expect(fixedTranslator(i18n, "en")("things.hello")).toBe("Hello ");
    expect(fixedTranslator(i18n, "en")("things.nothing")).toBe("things.nothing");
  });

  it("is ready at once (no asynchronous init), and instances do not share resources", () => {
    const a = translations();
    const b = createTranslations(["things"], { en: { things: { hello: "Hi" } } });
    a.addResourceBundle("en", "things", { extra: "Extra" }, true, true);
    expect(fixedTranslator(a, "en")("things.extra")).toBe("Extra");
    expect(fixedTranslator(b, "en")("things.extra")).toBe("things.extra");
    expect(fixedTranslator(b, "en")("things.hello")).toBe("Hi");
  });
});
