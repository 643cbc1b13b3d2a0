/**
 * "Thu, 4 Jul 2030, 18:00 CEST": the date and time in `timeZone` (the event's IANA zone; "UTC" when it has none), in
 * the reader's `locale` ("de": "Do., 4. Juli 2030, 18:00 MESZ"), with the zone's abbreviation. Pages, mails and
 * tickets render on the server, far from the reader's clock, so the zone is always stated.
 */
export function formatDate(iso: string, locale = "en-GB", timeZone = "UTC"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const zone = safeZone(timeZone);
  return (
    new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: zone,
    }).format(date) +
    " " +
    zoneAbbreviation(date, locale, zone)
  );
}

/** An unknown zone (a row written before it was checked) shows UTC rather than failing the page or the mail. */
function safeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}

const zoneName = (date: Date, locale: string, timeZone: string) =>
  new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" })
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
