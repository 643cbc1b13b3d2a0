// Passwords: node:crypto scrypt at OWASP's parameters (N = 2^17, r = 8, p = 1: about 128 MiB and a few hundred ms
// per hash), a 16-byte salt per password, the parameters kept in the hash so they can be raised later.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const N = 2 ** 17;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
// 128 * N * r bytes (128 MiB) plus headroom: Node refuses above maxmem, whose default is 32 MiB.
const MAXMEM = 256 * 2 ** 20;

/** The shortest password accepted: with a second factor always required, length is what matters (NIST 800-63B). */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

// At most this many hashes at once (128 MiB each): a burst of sign-ins waits its turn instead of taking the memory.
const MAX_AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  if (running < MAX_AT_ONCE) running++;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // handed a slot by the one that finishes
  try {
    return await new Promise((resolve, reject) =>
      scrypt(password.normalize("NFKC"), salt, KEY_BYTES, options, (err, key) => (err ? reject(err) : resolve(key))),
    );
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P, maxmem: MAXMEM });
  return `scrypt$${Math.log2(N)}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/**
 * Whether `password` matches `stored`. With no stored hash (an unknown account, or one without a password) it
 * hashes anyway against a made-up one and answers false, so the answer takes as long either way.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = stored?.split("$");
  const valid = parts?.length === 6 && parts[0] === "scrypt";
  const [, logN, r, p, salt, key] = valid ? parts : ["", String(Math.log2(N)), String(R), String(P), "", ""];
  const expected = Buffer.from(key ?? "", "base64url");
  const derived = await derive(password, Buffer.from(salt || "no-account-salt", "base64url"), {
    N: 2 ** Number(logN),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return valid && expected.length === derived.length && timingSafeEqual(expected, derived);
}
