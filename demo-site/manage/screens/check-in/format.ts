// Times and shares on the check-in screens: a scan's time as the event's place shows it (the door is there, whatever
// the organizer's own clock says), a minute's clock time for the chart, how long ago a device was seen, and a share.
import { formatInZone } from "../../lib/zoned-time.ts";

/** Epoch ms as the event's zone shows it ("Thu, Jul 4, 2030, 6:00 PM CEST"); "" for none. */
export const zonedTime = (at: number | null | undefined, zone: string, language: string): string =>
  at === null || at === undefined ? "" : formatInZone(new Date(at).toISOString(), zone, language);

/** "18:04": the minute's wall clock in the event's zone (an unknown zone reads UTC). */
export function zonedClock(at: number, zone: string, language: string): string {
  const options: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: zone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: "UTC" }).format(at);
  }
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", Infinity],
];

/** "5 minutes ago", "now": the largest whole unit of the time between `at` and `now`. */
export function timeAgo(at: number, now: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: "auto" });
  let amount = Math.max(0, Math.round((now - at) / 1000));
  for (const [unit, size] of STEPS) {
    if (amount < size) return format.format(-amount, unit);
    amount = Math.floor(amount / size);
  }
  return format.format(-amount, "day");
}

/** "42%" of a total in the reader's language; "–" when there is nothing to take a share of. */
export const share = (part: number, total: number, language: string): string =>
  total > 0
    ? new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(part / total)
    : "–";
