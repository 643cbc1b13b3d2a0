// @vitest-environment node
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ticketCodePublicKey } from "../../../server/domain/tickets/ticket-code.ts";
import { code, EVENT, legacyCode, secret, STANDARD, ticketId } from "./test-snapshot.ts";
import { sha256Base64url, tc1EventId, verifyTc2 } from "./verify.ts";

const publicKey = ticketCodePublicKey(secret);

describe("the device's reading of ticket codes", () => {
  it("verifies a TC2 code the server signed, with the public key alone, and reads its event, type and ticket", () => {
    expect(verifyTc2(code(42), publicKey)).toEqual({
      scheme: "TC2",
      eventId: EVENT,
      ticketTypeId: STANDARD,
      ticketId: ticketId(42),
    });
  });

  it("refuses a code signed with another key, a changed byte anywhere, and other shapes", () => {
    expect(verifyTc2(code(42), ticketCodePublicKey(Buffer.from("another organizer's secret")))).toBeNull();
    const bytes = Buffer.from(code(42).slice(4), "base64url");
    for (const at of [1, 5, 9, 20, 21, 84]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 1;
      expect(verifyTc2(`TC2.${changed.toString("base64url")}`, publicKey), `byte ${at}`).toBeNull();
    }
    for (const other of ["", "TC2.", code(42).slice(0, -1), code(42) + "A", legacyCode(1), "hello"])
      expect(verifyTc2(other, publicKey)).toBeNull();
    expect(verifyTc2(code(42), "short")).toBeNull();
  });

  it("hashes a TC1 code as the snapshot's legacy list does (SHA-256, base64url) and reads its event", async () => {
    const tc1 = legacyCode(4);
    expect(await sha256Base64url(tc1)).toBe(createHash("sha256").update(tc1).digest("base64url"));
    expect(tc1EventId(tc1)).toBe(EVENT);
    expect(tc1EventId("TC1.0.abc.def")).toBeNull();
  });
});
