// Intl formatters are costly to build; one per locale/currency pair is kept.
const moneyFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A usable BCP 47 tag for Intl, or "en" when the input is not one. */
export function safeLocale(locale: string | undefined): string {
  if (!locale) return "en";
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? "en";
  } catch {
    return "en";
  }
}

/** "25.00" in EUR for de → "25,00 €". An unknown currency code falls back to EUR. */
export function formatMoney(amount: string | number, currency: string, locale: string): string {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(safeLocale(locale), { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      format = new Intl.NumberFormat(safeLocale(locale), { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(key, format);
  }
  return format.format(Number(amount));
}

/** Event start date and time in the buyer's locale. */
export function formatEventDate(iso: string, locale: string, timeZone?: string): string {
  const key = `${locale}|${timeZone ?? ""}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(safeLocale(locale), { dateStyle: "full", timeStyle: "short", ...(timeZone ? { timeZone } : {}) });
    dateFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** Percentage such as 5 → "5 %" (de) / "5%" (en), up to two decimals. */
export function formatPercent(value: number, locale: string): string {
  return new Intl.NumberFormat(safeLocale(locale), { style: "percent", maximumFractionDigits: 2 }).format(value / 100);
}

/** Spec §2: the organizer page link built from the event's subdomain. */
export function organizerLink(apiOrigin: string, subdomain: string): string {
  return `${apiOrigin}/o/${encodeURIComponent(subdomain)}`;
}
