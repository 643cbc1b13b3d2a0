// Standard Webhooks signing: what a receiver checks (with the `standardwebhooks` library or by hand) to know a
// delivery is ours and recent. Hand-written because it is one HMAC with node:crypto; the tests verify it with the
// reference library.
import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes (the spec asks for 24 to 64). */
export function newSecret(): string {
  return PREFIX + randomBytes(32).toString("base64");
}

/** `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">` with the secret's key (its base64 after `whsec_`). */
export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

export interface SigningSecrets {
  secret: string;
  previous_secret: string | null;
  previous_secret_until: number | null;
}

/**
 * The three Standard Webhooks headers of one attempt at `now` (epoch ms). During a rotation the signature header
 * carries a signature with each secret (space-separated), so a receiver still on the old one accepts it too.
 */
export function webhookHeaders(
  secrets: SigningSecrets,
  id: string,
  now: number,
  body: string,
): { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string } {
  const timestamp = Math.floor(now / 1000);
  const keys = [secrets.secret];
  if (secrets.previous_secret && (secrets.previous_secret_until ?? 0) > now) keys.push(secrets.previous_secret);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": keys.map((key) => sign(key, id, timestamp, body)).join(" "),
  };
}
