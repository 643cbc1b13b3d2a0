// A date as the event's place shows it: the wall clock of the event's IANA zone with the zone's abbreviation, in
// the reader's language. The one rule for the widget and its server markup (format.ts formatEventDate) and for the
// server's mail, PDF and pages (demo-site/server/domain/events/format-date.ts), so a buyer reads one date everywhere,
// whatever their own clock says.

// Intl formatters are costly to build (the page's first loads ICU data): one per locale, zone and kind is kept.
const formats = new Map<string, Intl.DateTimeFormat>();

const dateTime: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
};
const zoneOnly: Intl.DateTimeFormatOptions = { timeZoneName: "short" };

/** The formatter for `locale` in `timeZone`; an unknown zone (a row written before it was checked) shows UTC. */
function format(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${options === zoneOnly ? "z" : "d"}`;
  let built = formats.get(key);
  if (!built) {
    try {
      built = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      built = new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
    }
    formats.set(key, built);
  }
  return built;
}

const zoneName = (date: Date, locale: string, timeZone: string) =>
  format(locale, timeZone, zoneOnly)
    .formatToParts(date)
    .find((p) => p.type === "timeZoneName")?.value ?? "UTC";

const lettersOnly = /^\p{L}{2,6}$/u;

/**
 * The zone's short name at `date` (summer or winter time): the reader's own when the language has one ("MESZ"),
 * else the British or American one ("CEST", "EDT"), which readers of other languages know too, else the offset in
 * the reader's own form ("UTC+9", "GMT+9").
 */
export function zoneAbbreviation(date: Date, locale: string, timeZone: string): string {
  const own = zoneName(date, locale, timeZone);
  if (lettersOnly.test(own)) return own;
  for (const fallback of ["en-GB", "en-US"]) {
    const name = zoneName(date, fallback, timeZone);
    if (lettersOnly.test(name)) return name;
  }
  return own;
}

/**
 * "Thu, 4 Jul 2030, 18:00 CEST": `iso` in `timeZone` (the event's IANA zone; "UTC" when it has none) in `locale`
 * ("de": "Do., 4. Juli 2030, 18:00 MESZ"; "en": "Thu, Jul 4, 2030, 6:00 PM CEST"), with the zone's abbreviation.
 * Not a date: `iso` as it is.
 */
export function formatZonedDate(iso: string, locale: string, timeZone = "UTC"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return format(locale, timeZone, dateTime).format(date) + " " + zoneAbbreviation(date, locale, timeZone);
}
