// TOTP (RFC 6238) with otpauth: SHA-1, 6 digits, 30 s, one step either side for clock drift. A code is accepted
// once: the step it belongs to is recorded, and a code of that step or an earlier one is refused (ASVS V6.5.1).
import { Secret, TOTP } from "otpauth";

const PERIOD = 30;

const totp = (secret: string, label = "") =>
  new TOTP({
    issuer: "Ticket back office",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new secret (20 random bytes, base32) and the otpauth:// URI an authenticator app scans. */
export function newTotpSecret(label: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totp(secret, label).toString() };
}

/** The time step the code belongs to (within one step of `now`), or null when it is not a current code. */
export function totpStep(secret: string, code: string, now: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

/** Whether a string is a valid base32 TOTP secret of at least 16 bytes. */
export function isTotpSecret(secret: string): boolean {
  try {
    return /^[A-Z2-7]+=*$/.test(secret) && Secret.fromBase32(secret).bytes.length >= 16;
  } catch {
    return false;
  }
}
