/**
 * One idempotency key per payment attempt (PAYMENTS-CONTRACT.md). Kept in sessionStorage for the attempt, so a
 * double click, a repeated confirm or a reload of the same attempt sends the same key and the server replays the
 * first answer instead of charging again. A declined attempt is rotated: the buyer's next try is a new payment.
 */
const PREFIX = "tc-payment-attempt:";

interface StoredAttempt {
  key: string;
  fingerprint: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null; // storage blocked: keys still hold for the page's lifetime
  }
}

const memory = new Map<string, StoredAttempt>();

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function read(slot: string): StoredAttempt | null {
  const s = storage();
  if (!s) return memory.get(slot) ?? null;
  try {
    const value = JSON.parse(s.getItem(PREFIX + slot) ?? "null") as StoredAttempt | null;
    return value && typeof value.key === "string" && typeof value.fingerprint === "string" ? value : null;
  } catch {
    return null;
  }
}

function write(slot: string, attempt: StoredAttempt): void {
  memory.set(slot, attempt);
  try {
    storage()?.setItem(PREFIX + slot, JSON.stringify(attempt));
  } catch {
    // quota or blocked: the in-memory copy still covers double clicks
  }
}

/** The slot of a payment attempt: one per event and provider path. */
export function attemptSlot(eventId: number, path: string): string {
  return `${eventId}:${path}`;
}

/** The key of the attempt for `slot` (event + path) with this order `fingerprint`; a changed order is a new attempt. */
export function attemptKey(slot: string, fingerprint: string): string {
  const current = read(slot);
  if (current && current.fingerprint === fingerprint) return current.key;
  const attempt = { key: newKey(), fingerprint };
  write(slot, attempt);
  return attempt.key;
}

/** The attempt running for `slot`, if any (saved with a resumable checkout). */
export function currentAttempt(slot: string): (StoredAttempt & { slot: string }) | null {
  const attempt = read(slot);
  return attempt ? { slot, ...attempt } : null;
}

/** Puts a saved attempt back, so the resumed step 4 sends the key of the attempt it left and the server replays it. */
export function restoreAttempt(slot: string, attempt: StoredAttempt): void {
  write(slot, { key: attempt.key, fingerprint: attempt.fingerprint });
}

/** Ends the attempt (declined, or finished): the next call of attemptKey starts a new one. */
export function endAttempt(slot: string): void {
  memory.delete(slot);
  try {
    storage()?.removeItem(PREFIX + slot);
  } catch {
    // nothing stored
  }
}
