import { describe, expect, it } from "vitest";
import { code } from "../engine/test-snapshot.ts";
import { codeEventId, isLegacyCode } from "./code-event.ts";

describe("the event a ticket code names", () => {
  it("reads it from a TC2 code's payload (signed as the server signs) and from a TC1 code", () => {
    expect(code(1, 7, 101)).toHaveLength(118);
    expect(codeEventId(code(1, 7, 101))).toBe(101);
    expect(codeEventId(code(2, 7, 4_000_000_000))).toBe(4_000_000_000);
    expect(codeEventId("TC1.42.AbCdEf.sig")).toBe(42);
  });

  it("finds none in anything else", () => {
    expect(codeEventId("hello")).toBeNull();
    expect(codeEventId("TC2.!!")).toBeNull();
    expect(isLegacyCode("TC1.42.a.b")).toBe(true);
    expect(isLegacyCode(code(1))).toBe(false);
  });
});
