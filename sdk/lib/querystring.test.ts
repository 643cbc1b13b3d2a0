import { describe, expect, it } from "vitest";
import { appendQuery, stringifyQuery } from "./querystring.ts";

describe("querystring", () => {
  it("encodes nested objects with brackets and arrays with []", () => {
    expect(stringifyQuery({ a: 1, _meta: { x: "y z" }, list: ["p", "q"] })).toBe(
      "a=1&_meta%5Bx%5D=y%20z&list%5B%5D=p&list%5B%5D=q",
    );
  });

  it("appends to a URL with or without an existing query", () => {
    expect(appendQuery("https://h/p", { a: 1 })).toBe("https://h/p?a=1");
    expect(appendQuery("https://h/p?x=1", { a: 1 })).toBe("https://h/p?x=1&a=1");
    expect(appendQuery("https://h/p", {})).toBe("https://h/p");
  });
});
