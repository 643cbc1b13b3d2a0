// The event's own wall-clock time (its IANA time zone) for the date fields, and back to the UTC instant the
// server stores ("2030-07-04T18:00:00Z"). Pure Intl, no library: the offset at an instant is what Intl says the
// zone's clock shows then, minus UTC's.
import { formatZonedDate } from "../../../widget/lib/zoned-date.ts";

const pad = (n: number) => String(n).padStart(2, "0");

function wallClock(instant: Date, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const out: Record<string, number> = {};
  for (const part of parts) if (part.type !== "literal") out[part.type] = Number(part.value);
  return out;
}

/** The zone's offset from UTC at `instant`, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const asUtc = Date.UTC(c.year!, c.month! - 1, c.day, c.hour, c.minute, c.second);
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** "2030-07-04T18:00:00Z" in Europe/Berlin → "2030-07-04T20:00" (a datetime-local value); "" for none. */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return "";
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return "";
  const c = wallClock(instant, timeZone);
  return `${c.year}-${pad(c.month!)}-${pad(c.day!)}T${pad(c.hour!)}:${pad(c.minute!)}`;
}

/** A datetime-local value read in `timeZone` → the UTC instant as ISO (seconds, "Z"); null for "". */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const guess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // Twice: the offset at the guessed instant may differ from the one at the true instant near a DST change.
  let instant = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  instant = guess - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant).toISOString().replace(/\.000Z$/, "Z");
}

/**
 * An instant as the event's zone shows it, with the zone's abbreviation: the widget's, the mail's and the PDF's one
 * rule (widget/lib/zoned-date.ts), so the organizer reads the date the buyer reads. "" for none.
 */
export function formatInZone(iso: string | null | undefined, timeZone: string, locale: string): string {
  return iso ? formatZonedDate(iso, locale, timeZone) : "";
}
