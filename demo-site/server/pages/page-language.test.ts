// @vitest-environment node
import { describe, expect, it } from "vitest";
import { pageLanguage } from "./page-language.ts";

const q = (s: string) => new URLSearchParams(s);

describe("pageLanguage", () => {
  it("takes ?lang= first, then the best Accept-Language the product speaks, else English", () => {
    expect(pageLanguage(q("lang=pl"), "de")).toBe("pl");
    expect(pageLanguage(q("lang=xx"), "de-AT,de;q=0.9")).toBe("de");
    expect(pageLanguage(q(""), "ja,pt-PT;q=0.8,en;q=0.5")).toBe("pt");
    expect(pageLanguage(q(""), "en;q=0.4, it;q=0.9")).toBe("it");
    expect(pageLanguage(q(""), "fr;q=0, nl")).toBe("nl");
    expect(pageLanguage(q(""), "ja, zh")).toBe("en");
    expect(pageLanguage(q(""), undefined)).toBe("en");
    expect(pageLanguage(q(""), ";;;,q=2")).toBe("en");
  });
});
