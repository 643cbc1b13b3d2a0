/** A session ends after this long without a request (ASVS V7.3.1). */
export const SESSION_IDLE_MS = 12 * 3_600_000;
/** ... and this long after it began, whatever happens (ASVS V7.3.2). */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 3_600_000;
/** Money and power need a passkey or TOTP sign-in this recent (`fresh` methods). */
export const FRESH_MS = 10 * 60_000;
/** last_seen_at is written at most this often per session, not on every request. */
export const TOUCH_EVERY_MS = 60_000;
/** Invitations are valid this long. */
export const INVITATION_MS = 72 * 3_600_000;
/** A WebAuthn challenge can be answered this long. */
export const CHALLENGE_MS = 5 * 60_000;
