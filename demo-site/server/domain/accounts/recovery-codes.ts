import { randomInt } from "node:crypto";
import { hashToken } from "./tokens.ts";

const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A code as the store hashes it: lower case, without dashes or spaces (people type them either way). */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

/** One code: 10 characters of a 31-letter alphabet (about 50 bits), shown as xxxxx-xxxxx. */
function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** 10 single-use recovery codes: the codes to show once, and the hashes the store keeps. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: 10 }, newCode);
  return { codes, hashes: codes.map((c) => hashToken(normalizeRecoveryCode(c))) };
}

export const isRecoveryCodeShape = (code: string) => /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(code));
