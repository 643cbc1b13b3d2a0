import { formatZonedDate } from "../../../../widget/lib/zoned-date.ts";

/**
 * "Thu, 4 Jul 2030, 18:00 CEST": the date and time in `timeZone` (the event's IANA zone; "UTC" when it has none), in
 * the reader's `locale` ("de": "Do., 4. Juli 2030, 18:00 MESZ"), with the zone's abbreviation. Pages, mails and
 * tickets render on the server, far from the reader's clock, so the zone is always stated. The rule is the widget's
 * own (widget/lib/zoned-date.ts), so the checkout, the mail and the ticket show the same date.
 */
export function formatDate(iso: string, locale = "en-GB", timeZone = "UTC"): string {
  return formatZonedDate(iso, locale, timeZone);
}
