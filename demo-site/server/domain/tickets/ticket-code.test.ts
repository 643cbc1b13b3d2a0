import QRCode from "qrcode";
import nacl from "tweetnacl";
import { describe, expect, it } from "vitest";
import { makeTicketCode, parseTicketCode, ticketCodePublicKey, verifyTicketCode } from "./ticket-code.ts";
import { QR_ERROR_CORRECTION, QR_PRINT_POINTS } from "./ticket-pdf.ts";

const secret = Buffer.from("a ticket secret of the test");
const ticketId = "AbCdEfGhIjKlMnOp";

describe("TC2 ticket codes", () => {
  it("carry the event, the ticket type and the ticket, in 118 characters", () => {
    const code = makeTicketCode(secret, 4_000_000_000, 7, ticketId);
    expect(code).toHaveLength(118);
    expect(parseTicketCode(code)).toMatchObject({ eventId: 4_000_000_000, ticketTypeId: 7, ticketId });
  });

  it("fit a version-7 QR code whose modules the PDF prints 1.4 mm wide: a phone reads it at arm's length", () => {
    const code = makeTicketCode(secret, 4_000_000_000, 4_000_000_000, ticketId);
    const qr = QRCode.create(code, { errorCorrectionLevel: QR_ERROR_CORRECTION });
    expect(qr.version).toBeLessThanOrEqual(7);
    const mmPerModule = ((QR_PRINT_POINTS / 72) * 25.4) / (qr.modules.size + 4); // + the 2-module margins
    expect(mmPerModule).toBeGreaterThan(1.4);
  });

  it("verify with tweetnacl and the public key alone, as a scanner does", () => {
    const code = makeTicketCode(secret, 201, 20101, ticketId);
    const parsed = parseTicketCode(code)!;
    const publicKey = Buffer.from(ticketCodePublicKey(secret), "base64url");
    expect(nacl.sign.detached.verify(parsed.payload, parsed.signature, publicKey)).toBe(true);
    const other = Buffer.from(ticketCodePublicKey(Buffer.from("another secret")), "base64url");
    expect(nacl.sign.detached.verify(parsed.payload, parsed.signature, other)).toBe(false);
  });

  it("refuse a changed ticket id, event or type: the signature no longer matches", () => {
    const code = makeTicketCode(secret, 201, 20101, ticketId);
    const bytes = Buffer.from(code.slice(4), "base64url");
    for (const at of [1, 5, 9, 20]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] ?? 0) ^ 1;
      expect(verifyTicketCode(secret, `TC2.${changed.toString("base64url")}`)).toBeNull();
    }
    expect(verifyTicketCode(secret, code)).not.toBeNull();
  });

  it("is not parsed from other shapes", () => {
    for (const code of [
      "",
      "TC2.",
      "TC2.abc",
      "TC3." + "A".repeat(114),
      "TC2." + "A".repeat(114),
      "TC2." + "=".repeat(114),
    ])
      expect(parseTicketCode(code)).toBeNull();
  });

  it("refuses ids it cannot carry", () => {
    expect(() => makeTicketCode(secret, 201, 20101, "short")).toThrow(/16 base64url/);
    expect(() => makeTicketCode(secret, 0, 20101, ticketId)).toThrow(/ids in/);
  });
});
