import { describe, expect, it } from "vitest";
import { codeEventId, isLegacyCode } from "./code-event.ts";

/** A TC2 code of `eventId` with the payload layout of server/domain/tickets/ticket-code.ts (signature zeroed). */
function tc2(eventId: number): string {
  const bytes = new Uint8Array(85);
  const view = new DataView(bytes.buffer);
  view.setUint8(0, 1);
  view.setUint32(1, eventId);
  view.setUint32(5, 7);
  const base64 = btoa(String.fromCharCode(...bytes));
  return `TC2.${base64.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "")}`;
}

describe("the event a ticket code names", () => {
  it("reads it from a TC2 code's payload and from a TC1 code", () => {
    expect(tc2(101)).toHaveLength(118);
    expect(codeEventId(tc2(101))).toBe(101);
    expect(codeEventId(tc2(4_000_000_000))).toBe(4_000_000_000);
    expect(codeEventId("TC1.42.AbCdEf.sig")).toBe(42);
  });

  it("finds none in anything else", () => {
    expect(codeEventId("hello")).toBeNull();
    expect(codeEventId("TC2.!!")).toBeNull();
    expect(isLegacyCode("TC1.42.a.b")).toBe(true);
    expect(isLegacyCode(tc2(1))).toBe(false);
  });
});
