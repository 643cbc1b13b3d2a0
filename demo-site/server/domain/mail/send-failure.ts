/** What a failed attempt means for the row: try again later, or give up and keep it with its error. */
export type SendFailure = { permanent: boolean; reason: string };

/**
 * Classifies a nodemailer error. An SMTP answer of 5xx (the recipient or message refused) is permanent; a 4xx
 * answer (greylisting, a full queue), a refused or dropped connection, a timeout, DNS trouble or a login the
 * operator still has to fix are temporary: the row is retried with backoff. Anything else (a bug in composing the
 * mail) is temporary too, so a fix brings the mail out; the attempt cap ends it.
 */
export function classifySendError(err: unknown): SendFailure {
  const e = (err ?? {}) as { responseCode?: unknown; code?: unknown; message?: unknown; response?: unknown };
  const code = typeof e.code === "string" ? e.code : "";
  const status = typeof e.responseCode === "number" ? e.responseCode : null;
  const text = String(e.response ?? e.message ?? err)
    .replace(/\s+/g, " ")
    .slice(0, 300);
  const reason = [code, status, text].filter((x) => x !== "" && x !== null).join(" ");
  if (status !== null && status >= 500 && status < 600 && code !== "EAUTH") return { permanent: true, reason };
  return { permanent: false, reason };
}

export interface Backoff {
  /** Delay after the first failed attempt; each further failure doubles it. */
  baseMs: number;
  maxMs: number;
  /** Attempts before a temporary failure is given up as failed. */
  maxAttempts: number;
}

/** 30 s, 1 min, 2 min, … up to 1 h between attempts; given up after 20 attempts (about 13 hours). */
export const DEFAULT_BACKOFF: Backoff = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 20 };

/** The wait before the next attempt, `failures` attempts having failed (1 = the first). */
export function backoffDelay(backoff: Backoff, failures: number): number {
  return Math.min(backoff.maxMs, backoff.baseMs * 2 ** Math.max(0, failures - 1));
}
