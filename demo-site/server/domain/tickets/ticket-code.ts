import { createHmac, timingSafeEqual } from "node:crypto";

// A ticket code is "TC1.<eventId>.<ticketCodeId>.<signature>": the scanner checks the HMAC-SHA256
// signature with the server's secret, so a code cannot be invented or altered.
const prefix = "TC1";

function sign(secret: Buffer, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function makeTicketCode(secret: Buffer, eventId: number, ticketCodeId: string): string {
  const payload = `${prefix}.${eventId}.${ticketCodeId}`;
  return `${payload}.${sign(secret, payload)}`;
}

export interface VerifiedTicketCode {
  eventId: number;
  ticketCodeId: string;
}

/** Returns the decoded code when its signature is valid, otherwise null. */
export function verifyTicketCode(secret: Buffer, code: string): VerifiedTicketCode | null {
  const m = /^TC1\.([1-9]\d{0,14})\.([A-Za-z0-9_-]{8,64})\.([A-Za-z0-9_-]{43})$/.exec(code);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const expected = Buffer.from(sign(secret, `${prefix}.${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { eventId: Number(m[1]), ticketCodeId: m[2] };
}
