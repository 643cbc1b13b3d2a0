// Reads a ticket's code on the device, offline: a TC2 code's Ed25519 signature is checked with the snapshot's
// public key (tweetnacl; the device never holds the key that makes tickets), and a TC1 code is hashed (SHA-256,
// crypto.subtle) to be looked up in the snapshot's `legacy` list, since only the server can check its HMAC.
// The format is the server's (demo-site/server/domain/tickets/ticket-code.ts).
import nacl from "tweetnacl";

const PAYLOAD_BYTES = 21;
const SIGNATURE_BYTES = 64;
const VERSION = 1;

/** A ticket code that verified: the event and ticket it names (ticketTypeId null for TC1, which carries none). */
export interface ReadCode {
  scheme: "TC1" | "TC2";
  eventId: number;
  ticketTypeId: number | null;
  ticketId: string;
}

export function base64urlToBytes(text: string): Uint8Array {
  const base64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function bytesToBase64url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

/** A public key's bytes, decoded once per key (the snapshot's key is the same for every scan). */
let keyCache: { text: string; bytes: Uint8Array } | null = null;

function publicKeyBytes(text: string): Uint8Array | null {
  if (keyCache?.text !== text) {
    if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
    const bytes = base64urlToBytes(text);
    if (bytes.length !== nacl.sign.publicKeyLength) return null;
    keyCache = { text, bytes };
  }
  return keyCache.bytes;
}

/** A TC2 code whose signature verifies with `publicKey` (raw, base64url): its contents; otherwise null. */
export function verifyTc2(code: string, publicKey: string): ReadCode | null {
  const m = /^TC2\.([A-Za-z0-9_-]{114})$/.exec(code);
  if (!m?.[1]) return null;
  const bytes = base64urlToBytes(m[1]);
  const key = publicKeyBytes(publicKey);
  if (!key || bytes.length !== PAYLOAD_BYTES + SIGNATURE_BYTES || bytes[0] !== VERSION) return null;
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  if (!nacl.sign.detached.verify(payload, bytes.subarray(PAYLOAD_BYTES), key)) return null;
  return {
    scheme: "TC2",
    eventId: u32(payload, 1),
    ticketTypeId: u32(payload, 5),
    ticketId: bytesToBase64url(payload.subarray(9)),
  };
}

/** The TC1 code's shape (TC1.<eventId>.<ticketId>.<HMAC>): its event; null when it is not one. */
export function tc1EventId(code: string): number | null {
  const m = /^TC1\.([1-9]\d{0,14})\.[A-Za-z0-9_-]{8,64}\.[A-Za-z0-9_-]{43}$/.exec(code);
  return m?.[1] ? Number(m[1]) : null;
}

/** SHA-256 of the code's UTF-8 bytes, base64url: the key of the snapshot's `legacy` entries. */
export async function sha256Base64url(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return bytesToBase64url(new Uint8Array(digest));
}
