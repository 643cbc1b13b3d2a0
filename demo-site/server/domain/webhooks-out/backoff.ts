// When a failed delivery is tried again: about three days in all, the gaps growing (the schedule the Standard
// Webhooks guidance gives as an example), with some jitter so that a receiver back after an outage is not hit by
// every sender's retries in the same second.

/** The wait after the 1st, 2nd, … failed attempt; after the last one the delivery is given up (≈ 75 h in all). */
export const DEFAULT_SCHEDULE_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
];

export interface RetrySchedule {
  /** The waits between attempts; attempts = its length + 1. */
  delaysMs: readonly number[];
  /** ± this fraction of each wait, at random (0: exact). */
  jitter: number;
}

export const DEFAULT_RETRY: RetrySchedule = { delaysMs: DEFAULT_SCHEDULE_MS, jitter: 0.1 };

/** The wait after failed attempt `attempts` (1-based), or null when it was the last one. */
export function retryDelay(schedule: RetrySchedule, attempts: number, retryAfterMs: number | null): number | null {
  const base = schedule.delaysMs[attempts - 1];
  if (base === undefined) return null;
  const jittered = base * (1 + schedule.jitter * (Math.random() * 2 - 1));
  // A receiver asking to wait longer (429/503 Retry-After) is honoured, up to a day.
  return Math.round(Math.max(jittered, Math.min(retryAfterMs ?? 0, 24 * 3_600_000)));
}
