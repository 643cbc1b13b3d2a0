import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** A secret for a cookie or a link: 32 random bytes (256 bits), base64url. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the store keeps of a token or code: its SHA-256, base64url (a token this random needs no salt). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Equal strings, compared in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Emails compare case-insensitively: the store keeps them trimmed and lower-cased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
