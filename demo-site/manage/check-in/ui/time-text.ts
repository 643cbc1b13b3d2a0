// Times on the door scanner: how long ago ("3 minutes ago", for an earlier check-in and the list's age) and the
// clock time in the event's time zone (with the date when it is not today's), in the app's language. Pure Intl.

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** `at` relative to `now`: "now" under 10 s, then seconds, minutes, hours or days, rounded down. */
export function relativeTime(at: number, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const ago = now - at;
  const sign = ago >= 0 ? -1 : 1;
  const size = Math.abs(ago);
  for (const [unit, ms] of UNITS) if (size >= ms) return format.format(sign * Math.floor(size / ms), unit);
  if (size < 10_000) return format.format(0, "second");
  return format.format(sign * Math.floor(size / 1000), "second");
}

/** The clock time of `at` in `timeZone` ("14:05"), with the date first when `at` is another day than `now`. */
export function clockTime(at: number, now: number, locale: string, timeZone: string): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone, dateStyle: "short" });
  const sameDay = day.format(at) === day.format(now);
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { timeZone, timeStyle: "short" }
    : { timeZone, dateStyle: "medium", timeStyle: "short" };
  return new Intl.DateTimeFormat(locale, options).format(at);
}
