// Ticket codes, as the QR on every ticket holds them.
//
// "TC2.<base64url(payload ‖ signature)>" since door check-in came: the payload is 21 bytes (a format version, the
// event id and the ticket type id as unsigned 32-bit big-endian, the ticket's 12 random id bytes) and the signature
// is Ed25519 over them (64 bytes): 118 characters in all, a version-7 QR at level M. A scanner verifies it with the
// public key alone (the check-in snapshot carries it), so a lost phone cannot mint tickets. The key pair is derived
// from the server's ticket secret, so every process signs with the same key and nothing new is stored.
//
// Node's own Ed25519 signs here: it gives the same signatures as tweetnacl (Ed25519 is deterministic; a test checks
// that the scanner's tweetnacl verifies ours), and takes about 30 µs a signature on the bench machine where
// tweetnacl's pure-JS signing took about 4 ms: one ticket's code would cost four times a whole free order.
//
// "TC1.<eventId>.<ticketId>.<HMAC-SHA256>" codes, issued before, stay valid: the server checks their HMAC online,
// and the snapshot carries a hash of each, so a device recognises them offline without being able to make one.
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  sign,
  timingSafeEqual,
  verify,
  type KeyObject,
} from "node:crypto";

export const TICKET_CODE_VERSION = 1;
const PAYLOAD_BYTES = 21;
const SIGNATURE_BYTES = 64;
/** DER prefixes that wrap a raw 32-byte Ed25519 seed (PKCS#8) or public key (SPKI). */
const PKCS8_ED25519 = Buffer.from("302e020100300506032b657004220420", "hex");
const SPKI_ED25519 = Buffer.from("302a300506032b6570032100", "hex");

interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** the raw 32-byte public key, base64url */
  publicKeyRaw: string;
}

const keysBySecret = new WeakMap<Buffer, SigningKeys>();

/** The Ed25519 key pair of `secret` (computed once per secret buffer). */
function signingKeys(secret: Buffer): SigningKeys {
  let keys = keysBySecret.get(secret);
  if (!keys) {
    const seed = createHmac("sha256", secret).update("ticket-code-ed25519/1").digest();
    const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: "der", type: "pkcs8" });
    const publicKey = createPublicKey(privateKey);
    const der = publicKey.export({ format: "der", type: "spki" });
    keys = { privateKey, publicKey, publicKeyRaw: der.subarray(SPKI_ED25519.length).toString("base64url") };
    keysBySecret.set(secret, keys);
  }
  return keys;
}

/** The raw Ed25519 public key (32 bytes, base64url) a scanner verifies TC2 codes with. */
export function ticketCodePublicKey(secret: Buffer): string {
  return signingKeys(secret).publicKeyRaw;
}

const U32_MAX = 0xffff_ffff;

/** A new ticket's code: Ed25519-signed, for ticket `ticketId` (16 base64url characters) of type `ticketTypeId`. */
export function makeTicketCode(secret: Buffer, eventId: number, ticketTypeId: number, ticketId: string): string {
  const idBytes = Buffer.from(ticketId, "base64url");
  if (idBytes.length !== 12 || idBytes.toString("base64url") !== ticketId)
    throw new Error(`ticket id ${ticketId}: expected 16 base64url characters (12 bytes)`);
  if (!(eventId > 0 && eventId <= U32_MAX && ticketTypeId > 0 && ticketTypeId <= U32_MAX))
    throw new Error(`event ${eventId}, ticket type ${ticketTypeId}: expected ids in 1..2^32-1`);
  const payload = Buffer.alloc(PAYLOAD_BYTES);
  payload.writeUInt8(TICKET_CODE_VERSION, 0);
  payload.writeUInt32BE(eventId, 1);
  payload.writeUInt32BE(ticketTypeId, 5);
  idBytes.copy(payload, 9);
  const signature = sign(null, payload, signingKeys(secret).privateKey);
  return `TC2.${Buffer.concat([payload, signature]).toString("base64url")}`;
}

/** A TC2 code's parts, unverified. */
export interface ParsedTicketCode {
  eventId: number;
  ticketTypeId: number;
  ticketId: string;
  payload: Buffer;
  signature: Buffer;
}

/** Splits a TC2 code; null when it is not one (wrong shape, length or version). Checks no signature. */
export function parseTicketCode(code: string): ParsedTicketCode | null {
  const m = /^TC2\.([A-Za-z0-9_-]{114})$/.exec(code);
  if (!m?.[1]) return null;
  const bytes = Buffer.from(m[1], "base64url");
  if (bytes.length !== PAYLOAD_BYTES + SIGNATURE_BYTES || bytes[0] !== TICKET_CODE_VERSION) return null;
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  return {
    eventId: payload.readUInt32BE(1),
    ticketTypeId: payload.readUInt32BE(5),
    ticketId: payload.subarray(9).toString("base64url"),
    payload,
    signature: bytes.subarray(PAYLOAD_BYTES),
  };
}

export interface VerifiedTicketCode {
  eventId: number;
  /** the issued ticket's id */
  ticketCodeId: string;
  /** the ticket type (TC2 codes carry it; null for TC1) */
  ticketTypeId: number | null;
  scheme: "TC1" | "TC2";
}

/** The TC1 code of a ticket issued before TC2 (kept for tests and for codes already out there). */
export function makeLegacyTicketCode(secret: Buffer, eventId: number, ticketCodeId: string): string {
  const payload = `TC1.${eventId}.${ticketCodeId}`;
  return `${payload}.${hmac(secret, payload)}`;
}

function hmac(secret: Buffer, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/** The decoded code when its signature is valid (TC2: Ed25519; TC1: the HMAC), otherwise null. */
export function verifyTicketCode(secret: Buffer, code: string): VerifiedTicketCode | null {
  if (code.startsWith("TC2.")) {
    const parsed = parseTicketCode(code);
    if (!parsed || !verify(null, parsed.payload, signingKeys(secret).publicKey, parsed.signature)) return null;
    return { eventId: parsed.eventId, ticketCodeId: parsed.ticketId, ticketTypeId: parsed.ticketTypeId, scheme: "TC2" };
  }
  const m = /^TC1\.([1-9]\d{0,14})\.([A-Za-z0-9_-]{8,64})\.([A-Za-z0-9_-]{43})$/.exec(code);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const expected = Buffer.from(hmac(secret, `TC1.${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { eventId: Number(m[1]), ticketCodeId: m[2], ticketTypeId: null, scheme: "TC1" };
}
