import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("../lib/sanitize-html.ts");
  vi.resetModules();
});

describe("preloadSanitizer", () => {
  it("forgets a failed chunk fetch: the next call fetches again instead of keeping the rejection", async () => {
    vi.resetModules();
    vi.doMock("../lib/sanitize-html.ts", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    const { preloadSanitizer } = await import("./SanitizedHtml.tsx");
    await expect(preloadSanitizer()).rejects.toThrow();
    vi.doUnmock("../lib/sanitize-html.ts");
    const sanitize = await preloadSanitizer();
    const out = sanitize('<p onclick="x()">hi</p>');
    expect(out).toContain("hi");
    expect(out).not.toContain("onclick");
  });
});
