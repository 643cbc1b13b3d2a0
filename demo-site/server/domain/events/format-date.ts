/**
 * "Fri, 1 Mar 2030, 19:00 UTC" (in English; `locale` gives the reader's, e.g. "de": "Fr., 1. März 2030, 19:00 UTC")
 * — pages and tickets render on the server, so the time zone is stated.
 */
export function formatDate(iso: string, locale = "en-GB"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return (
    new Intl.DateTimeFormat(locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
    }).format(date) + " UTC"
  );
}
