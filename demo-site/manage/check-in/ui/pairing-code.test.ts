import { describe, expect, it } from "vitest";
import { pairingCodeFrom } from "./pairing-code.ts";

const code = "q9Yb3Xw0k0fJ7y3Zb6Q1aR2sT4uV5wX6yZ7a8b9c0dE";

describe("the pairing code in what the device was given", () => {
  it("reads it from the pairing address, from its #pair= part, and bare", () => {
    expect(pairingCodeFrom(`https://tickets.example/manage/check-in/#pair=${code}`)).toBe(code);
    expect(pairingCodeFrom(`#pair=${code}`)).toBe(code);
    expect(pairingCodeFrom(`  ${code}\n`)).toBe(code);
  });

  it("finds none in a ticket code, an address without it, or a code of the wrong length", () => {
    expect(pairingCodeFrom("TC1.101.abc.def")).toBeNull();
    expect(pairingCodeFrom("https://tickets.example/manage/check-in/")).toBeNull();
    expect(pairingCodeFrom("https://tickets.example/manage/check-in/#list=3")).toBeNull();
    expect(pairingCodeFrom(code.slice(1))).toBeNull();
    expect(pairingCodeFrom("")).toBeNull();
  });
});
