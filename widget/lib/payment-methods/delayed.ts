import type { DelayRule } from "./registry.ts";

const DAY_MS = 86_400_000;

/** More than this share of tickets sold hides every delayed method (spec §9): 60 shows, 60.01 hides. */
export const DELAYED_SALES_LIMIT_PERCENT = 60;

// Days are counted on UTC calendar dates: the server sends start times in UTC and the rule is about
// whole days, so the buyer's clock time of day never moves a method in or out.
function utcDay(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

/** Calendar days from today to the event's start date (0 on the day itself, negative once past). */
export function calendarDaysUntil(nowMs: number, startMs: number): number {
  return utcDay(startMs) - utcDay(nowMs);
}

/**
 * Business days from today to the event's start date: the Monday-to-Friday dates after today up to and
 * including the start date. Friday to the next Monday is 1; Saturday and Sunday never count.
 */
export function businessDaysUntil(nowMs: number, startMs: number): number {
  const from = utcDay(nowMs);
  const to = utcDay(startMs);
  let count = 0;
  for (let day = from + 1; day <= to; day++) {
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}

export interface DelayInput {
  nowMs: number;
  eventStartMs: number;
  /** sale_summary.sales_percentage of the event. */
  salesPercentage: number;
}

/**
 * Spec §9 "Delayed methods": hidden when the days to the event start are at or below the cutoff, or
 * when more than 60 % of the tickets are sold. A method without a rule is never hidden here; an event
 * start that does not parse hides delayed methods (their payment might arrive after the event).
 */
export function isDelayedMethodHidden(rule: DelayRule | undefined, input: DelayInput): boolean {
  if (!rule) return false;
  if (input.salesPercentage > DELAYED_SALES_LIMIT_PERCENT) return true;
  if (!Number.isFinite(input.eventStartMs)) return true;
  const days =
    rule.kind === "business"
      ? businessDaysUntil(input.nowMs, input.eventStartMs)
      : calendarDaysUntil(input.nowMs, input.eventStartMs);
  return days <= rule.days;
}
