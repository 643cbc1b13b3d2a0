// The buyer's saved details, sealed with tweetnacl's secretbox (a random nonce per write), so no plain personal
// data sits in the page's storage.
import nacl from "tweetnacl";
import { DEFAULT_COUNTRY_CODE } from "./countries.ts";
import type { BuyerDetails } from "./validation.ts";

/** localStorage key of the encrypted buyer details (spec §3 "Local storage"). */
export const USER_DETAILS_KEY = "userDetails";

// Spec §3: "encrypted with a fixed key". A key shipped in client code only keeps the details from
// sitting in plain text in storage dumps; it is not a secret against someone running this code.
const FIXED_KEY = new Uint8Array([
  0x3a, 0x91, 0x5c, 0x07, 0xe2, 0x44, 0xb8, 0x6d, 0x10, 0xf3, 0x29, 0x8e, 0x57, 0xc4, 0x0b, 0xa6, 0x71, 0xde, 0x35,
  0x98, 0x4f, 0x02, 0xbb, 0x66, 0xe9, 0x1c, 0x83, 0x5a, 0xf7, 0x20, 0x6e, 0xd5,
]);

/** What is stored: the step-2 form minus the confirmation (it is re-filled from email on load). */
export type SavedDetails = Omit<BuyerDetails, "email_confirmation"> & { countryCode?: string };

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** nonce ‖ secretbox(JSON), base64. A fresh random nonce per write: never reuse one under a fixed key. */
export function encryptDetails(details: SavedDetails, key: Uint8Array = FIXED_KEY): string {
  const nonce = nacl.randomBytes(nacl.secretbox.nonceLength);
  const box = nacl.secretbox(new TextEncoder().encode(JSON.stringify(details)), nonce, key);
  const out = new Uint8Array(nonce.length + box.length);
  out.set(nonce);
  out.set(box, nonce.length);
  return toBase64(out);
}

const TEXT_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "street",
  "postCode",
  "city",
  "country",
  "companyName",
  "vatNumber",
] as const;

/** Returns null for anything that is not our own well-formed box: corrupt, truncated, another key, old shape. */
export function decryptDetails(stored: string, key: Uint8Array = FIXED_KEY): SavedDetails | null {
  try {
    const bytes = fromBase64(stored);
    if (bytes.length <= nacl.secretbox.nonceLength + nacl.secretbox.overheadLength) return null;
    const opened = nacl.secretbox.open(
      bytes.subarray(nacl.secretbox.nonceLength),
      bytes.subarray(0, nacl.secretbox.nonceLength),
      key,
    );
    if (!opened) return null;
    const parsed: unknown = JSON.parse(new TextDecoder().decode(opened));
    if (typeof parsed !== "object" || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    const details = {} as Record<string, string>;
    for (const field of TEXT_FIELDS) details[field] = typeof record[field] === "string" ? record[field] : "";
    if (typeof record.countryCode === "string") details.countryCode = record.countryCode;
    return details as unknown as SavedDetails;
  } catch {
    return null;
  }
}

/** Storage can be missing (Node), blocked (privacy mode, sandboxed iframe) or full: never throw from here. */
function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored value of `key`, or null when there is none or storage cannot be read. */
function readItem(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key` (null removes it). Quota or blocked storage: saving is a convenience, checkout goes on. */
function writeItem(key: string, value: string | null): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, value);
  } catch {
    // ignore
  }
}

export function saveUserDetails(details: SavedDetails): void {
  writeItem(USER_DETAILS_KEY, encryptDetails(details));
}

export function loadUserDetails(): SavedDetails | null {
  const raw = readItem(USER_DETAILS_KEY);
  return raw ? decryptDetails(raw) : null;
}

export function removeUserDetails(): void {
  writeItem(USER_DETAILS_KEY, null);
}

export const COUNTRY_KEY = "country";
export const CURRENCY_KEY = "currency";
export const DEFAULT_CURRENCY = "EUR";
export { DEFAULT_COUNTRY_CODE };

/** The stored value of `key` when it matches `pattern`, else `fallback`. */
function readCode(key: string, pattern: RegExp, fallback: string): string {
  const raw = readItem(key);
  return raw && pattern.test(raw) ? raw : fallback;
}

/** The buyer's chosen country, a two-letter code (spec §1); DE when none or malformed. */
export function loadCountryCode(): string {
  return readCode(COUNTRY_KEY, /^[A-Z]{2}$/, DEFAULT_COUNTRY_CODE);
}

export function saveCountryCode(code: string): void {
  writeItem(COUNTRY_KEY, code);
}

/** Three-letter currency code, EUR when none or malformed. */
export function loadCurrency(): string {
  return readCode(CURRENCY_KEY, /^[A-Z]{3}$/, DEFAULT_CURRENCY);
}

export function saveCurrency(currency: string): void {
  writeItem(CURRENCY_KEY, currency);
}
