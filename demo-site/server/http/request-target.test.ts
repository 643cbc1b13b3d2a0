import { describe, expect, it } from "vitest";
import { parseRequestTarget } from "./request-target.ts";

describe("parseRequestTarget", () => {
  it.each([
    "/",
    "/api/events/101",
    "/o/acme/events/101?x=1&y=%20",
    "/api/events/101/guest-list/guest%2D202",
    "/a/../b",
  ])("accepts %s", (target) => {
    expect(parseRequestTarget(target)).toHaveProperty("pathname");
  });

  it("resolves dot segments before routing", () => {
    expect(parseRequestTarget("/widget/%2e%2e/package.json")).toMatchObject({ pathname: "/package.json" });
  });

  it.each([
    ["", "origin-form"],
    ["*", "origin-form"],
    ["http://evil.example/x", "origin-form"],
    ["//evil.example/x", '"//"'],
    ["/\\evil.example", "\\"],
    ["/caf\u00e9", "visible ASCII"],
    ["/a#b", "fragment"],
    ["/%", "two hex digits"],
    ["/%zz", "two hex digits"],
    ["/?q=%4", "two hex digits"],
    ["/%C0%AF", "UTF-8"],
    ["/%ED%A0%80", "UTF-8"],
  ])("refuses %j", (target, says) => {
    const result = parseRequestTarget(target);
    expect(result).toHaveProperty("problem");
    expect((result as { problem: string }).problem).toContain(says);
  });

  it("reads plain targets without a URL, exactly as the URL parser would", () => {
    const pieces = [
      "a",
      "b",
      "101",
      ".",
      "..",
      "/",
      "?",
      "=",
      "&",
      "x.y",
      "-",
      "_",
      "~",
      "(",
      ")",
      "*",
      "+",
      ",",
      ";",
      ":",
      "@",
      "!",
      "$",
      "",
    ];
    let seed = 7;
    const pick = () => pieces[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length]!;
    for (let i = 0; i < 3000; i++) {
      const raw = "/" + Array.from({ length: 1 + (i % 9) }, pick).join("");
      const result = parseRequestTarget(raw);
      if ("problem" in result) continue;
      const url = new URL(raw, "http://localhost");
      expect({ pathname: result.pathname, search: result.search, href: result.url.href }, raw).toEqual({
        pathname: url.pathname,
        search: url.search,
        href: url.href,
      });
    }
  });
});
