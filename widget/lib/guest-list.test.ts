import { describe, expect, it } from "vitest";
import { guestListQuantities, readGuestListToken, readVoucherCode } from "./guest-list.ts";

describe("guest-list and voucher sources", () => {
  it("reads ?guestlist= and ?voucher= from the host page", () => {
    expect(readGuestListToken("?guestlist=abc123")).toBe("abc123");
    expect(readVoucherCode("?a=1&voucher=EARLY20")).toBe("EARLY20");
  });

  it("falls back to the attribute and ignores blanks", () => {
    expect(readGuestListToken("", "tok")).toBe("tok");
    expect(readGuestListToken("?guestlist=", " ")).toBeNull();
    expect(readVoucherCode("?voucher=URL", "ATTR")).toBe("URL");
    expect(readVoucherCode("", null)).toBeNull();
  });
});

describe("guestListQuantities", () => {
  const tickets = [{ id: 3 }, { id: 7 }];
  it("selects one of the token's ticket", () => {
    expect(guestListQuantities(tickets, 7)).toEqual({ "7": 1 });
  });
  it("falls back to the first ticket, or nothing without tickets", () => {
    expect(guestListQuantities(tickets, 99)).toEqual({ "3": 1 });
    expect(guestListQuantities([], 1)).toEqual({});
  });
});
