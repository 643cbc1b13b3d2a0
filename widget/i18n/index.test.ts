import { describe, expect, it } from "vitest";
import { resolveLanguage, translatorFor } from "./index.ts";
import enCommon from "./locales/en/common.ts";
import enTickets from "./locales/en/tickets.ts";
import deCommon from "./locales/de/common.ts";
import deTickets from "./locales/de/tickets.ts";

describe("widget i18n", () => {
  it("de has every en key of common and tickets", () => {
    expect(Object.keys(deCommon).sort()).toEqual(Object.keys(enCommon).sort());
    expect(Object.keys(deTickets).sort()).toEqual(Object.keys(enTickets).sort());
  });
  it("resolves region tags and falls back to en", () => {
    expect(resolveLanguage("de-AT")).toBe("de");
    expect(resolveLanguage("DE")).toBe("de");
    expect(resolveLanguage("xx")).toBe("en");
    expect(resolveLanguage(undefined)).toBe("en");
  });
  it("translators per language do not affect each other", () => {
    const de = translatorFor("de");
    const en = translatorFor("en");
    expect(de("common.next")).toBe("Weiter");
    expect(en("common.next")).toBe("Next");
    expect(de("common.next")).toBe("Weiter");
  });
  it("pluralises the last-tickets message", () => {
    const en = translatorFor("en");
    expect(en("tickets.last_tickets", { count: 1 })).toBe("This is the last ticket");
    expect(en("tickets.last_tickets", { count: 2 })).toBe("These are the last 2 tickets");
    expect(translatorFor("de")("tickets.last_tickets", { count: 3 })).toBe("Das sind die letzten 3 Tickets");
  });
});
