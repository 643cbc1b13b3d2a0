import { formatWithPattern, readMoneyPattern, type MoneyPattern } from "./money-pattern.ts";
import { formatZonedDate } from "./zoned-date.ts";

// Intl formatters are costly to build; one per locale/currency pair is kept.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A usable BCP 47 tag for Intl, or "en" when the input is not one. */
export function safeLocale(locale: string | undefined): string {
  if (!locale) return "en";
  try {
    const canonical = Intl.getCanonicalLocales(locale)[0] ?? "en";
    // A bare "pt" formats as Brazil does ("€ 26,75"); the widget's Portuguese is Portugal's ("26,75 €").
    return canonical === "pt" ? "pt-PT" : canonical;
  } catch {
    return "en";
  }
}

/** One number as the server formatted it: locale, currency (or "%" for a percentage), value, text. */
export type NumberLabel = [locale: string, currency: string, value: number, text: string];
/** One date as the server formatted it: locale, the event's time zone, the ISO date, text. */
export type DateLabel = [locale: string, timeZone: string, iso: string, text: string];

// Labels the server's markup used, so hydrating it needs no NumberFormat or DateTimeFormat: a page's first Intl
// number or date formatter loads ICU data, 160-380 ms at 4x CPU (measured), which the first render would otherwise pay.
const seeds = new Map<string, string>();
const dateSeeds = new Map<string, string>();
/** While the server renders: every distinct number and date formatted, by its key. */
let recording: Map<string, NumberLabel> | undefined;
let recordingDates: Map<string, DateLabel> | undefined;

/** The key of a locale and currency (or "%"): the formatter caches and the money patterns are kept under it. */
const pairKey = (locale: string, currency: string) => `${locale}|${currency}`;
const labelKey = (locale: string, currency: string, value: number) => `${pairKey(locale, currency)}|${value}`;
const dateKey = (locale: string, timeZone: string, iso: string) => `${locale}|${timeZone}|${iso}`;

/** The server's text for this number when seeded, else `format()`'s (recorded while the server renders). */
function label(locale: string, currency: string, value: number, format: () => string): string {
  const key = labelKey(locale, currency, value);
  const seeded = seeds.get(key);
  if (seeded !== undefined) return seeded;
  const text = format();
  recording?.set(key, [locale, currency, value, text]);
  return text;
}

/** Client: takes the server's labels (checked shapes only) for formatMoney and formatPercent to answer from. */
export function seedNumberLabels(labels: unknown): void {
  if (!Array.isArray(labels)) return;
  for (const l of labels as unknown[]) {
    if (
      !Array.isArray(l) ||
      l.length !== 4 ||
      typeof l[2] !== "number" ||
      !l.every((x, i) => i === 2 || typeof x === "string")
    )
      continue;
    seeds.set(labelKey(l[0] as string, l[1] as string, l[2]), l[3] as string);
  }
}

// The server's money patterns, by locale|currency: amounts it did not format are written without Intl too.
const patterns = new Map<string, MoneyPattern>();

/** Client: takes the server's money patterns (checked shapes only) for formatMoney to write any amount with. */
export function seedMoneyPatterns(list: unknown): void {
  if (!Array.isArray(list)) return;
  for (const p of list as unknown[]) {
    if (
      !Array.isArray(p) ||
      p.length !== 9 ||
      !p.every((x, i) => (i < 6 ? typeof x === "string" : Number.isInteger(x) && x > 0 && x < 8))
    )
      continue;
    patterns.set(pairKey(p[0] as string, p[1] as string), p as MoneyPattern);
  }
}

/** Client: takes the server's date labels (checked shapes only) for formatEventDate to answer from. */
export function seedDateLabels(labels: unknown): void {
  if (!Array.isArray(labels)) return;
  for (const l of labels as unknown[]) {
    if (!Array.isArray(l) || l.length !== 4 || !l.every((x) => typeof x === "string")) continue;
    dateSeeds.set(dateKey(l[0] as string, l[1] as string, l[2] as string), l[3] as string);
  }
}

/** Server: runs `render` and returns what it returned with every distinct number and date it formatted. */
export function recordLabels<T>(render: () => T): { result: T; numbers: NumberLabel[]; dates: DateLabel[] } {
  const numbers = (recording = new Map());
  const dates = (recordingDates = new Map());
  try {
    return { result: render(), numbers: [...numbers.values()], dates: [...dates.values()] };
  } finally {
    recording = recordingDates = undefined;
  }
}

/** The formatter kept under `key`, built by `build` the first time. */
function cached<F>(formats: Map<string, F>, key: string, build: () => F): F {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = build()));
  return format;
}

/** The currency formatter for a locale and currency; an unknown currency code falls back to EUR. */
const moneyFormat = (locale: string, currency: string) =>
  cached(numberFormats, pairKey(locale, currency), () => {
    const options = { style: "currency", minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;
    try {
      return new Intl.NumberFormat(safeLocale(locale), { ...options, currency });
    } catch {
      return new Intl.NumberFormat(safeLocale(locale), { ...options, currency: "EUR" });
    }
  });

/** "25.00" in EUR for de → "25,00 €". An unknown currency code falls back to EUR. */
export function formatMoney(amount: string | number, currency: string, locale: string): string {
  const value = Number(amount);
  return label(locale, currency, value, () => {
    const pattern = patterns.get(pairKey(locale, currency));
    return (pattern && formatWithPattern(value, pattern)) ?? moneyFormat(locale, currency).format(value);
  });
}

// Server: each pair's pattern, read once (null: not one money-pattern.ts can reproduce); every markup answer sends it.
const readPatterns = new Map<string, MoneyPattern | null>();

/** Server: the pattern of every locale and currency among `labels`' amounts (see money-pattern.ts). */
export function moneyPatterns(labels: NumberLabel[]): MoneyPattern[] {
  const found = new Map<string, MoneyPattern | null>();
  for (const [locale, currency] of labels) {
    const key = pairKey(locale, currency);
    if (currency === "%" || found.has(key)) continue;
    let pattern = readPatterns.get(key);
    if (pattern === undefined)
      readPatterns.set(key, (pattern = readMoneyPattern(locale, currency, moneyFormat(locale, currency)) ?? null));
    found.set(key, pattern);
  }
  return [...found.values()].filter((pattern) => pattern !== null);
}

/**
 * One of the event's dates (its start, the presale's) in the event's own `timeZone` with its abbreviation, in the
 * buyer's `locale`: "Thu, Jul 4, 2030, 8:00 PM CEST" (zoned-date.ts). Since the zone is the event's, the server's
 * markup and the client agree; the client answers with the server's text when seeded, building no formatter.
 */
export function formatEventDate(iso: string, locale: string, timeZone: string): string {
  const key = dateKey(locale, timeZone, iso);
  const seeded = dateSeeds.get(key);
  if (seeded !== undefined) return seeded;
  const text = formatZonedDate(iso, safeLocale(locale), timeZone);
  recordingDates?.set(key, [locale, timeZone, iso, text]);
  return text;
}

/** Percentage such as 5 → "5 %" (de) / "5%" (en), up to two decimals. */
export function formatPercent(value: number, locale: string): string {
  return label(locale, "%", value, () => {
    const format = cached(
      numberFormats,
      pairKey(locale, "%"),
      () => new Intl.NumberFormat(safeLocale(locale), { style: "percent", maximumFractionDigits: 2 }),
    );
    return format.format(value / 100);
  });
}

/** Spec §2: the organizer page link built from the event's subdomain. */
export function organizerLink(apiOrigin: string, subdomain: string): string {
  return `${apiOrigin}/o/${encodeURIComponent(subdomain)}`;
}
