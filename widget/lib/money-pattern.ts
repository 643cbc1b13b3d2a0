// How one locale writes amounts in one currency, read off the server's Intl, so the browser can write any amount
// the same way without building an Intl.NumberFormat: a page's first Intl formatter loads ICU data (110-130 ms at
// 4x CPU, measured), which the buyer's first "+" (a total the server did not format) would otherwise wait for.

/**
 * [locale, currency, before the digits, after them, group separator, decimal separator, the last group's size,
 * the other groups' size, how many integer digits before any grouping]; always two fraction digits.
 */
export type MoneyPattern = [
  locale: string,
  currency: string,
  prefix: string,
  suffix: string,
  group: string,
  decimal: string,
  primary: number,
  secondary: number,
  minDigitsToGroup: number,
];

type Parts = Intl.NumberFormatPart[];

const integerGroups = (parts: Parts) => parts.filter((p) => p.type === "integer").map((p) => p.value);

/**
 * Server: the pattern of `format` (a currency formatter with two fraction digits), or undefined when it is not
 * one this module can reproduce exactly (digits other than 0-9, no decimal part, anything unusual): the browser
 * then uses Intl as before.
 */
export function readMoneyPattern(
  locale: string,
  currency: string,
  format: Intl.NumberFormat,
): MoneyPattern | undefined {
  if (format.resolvedOptions().numberingSystem !== "latn") return undefined;
  const parts = format.formatToParts(1234567.5);
  const first = parts.findIndex((p) => p.type === "integer");
  const fraction = parts.findIndex((p) => p.type === "fraction");
  const decimal = parts[fraction - 1];
  if (first < 0 || fraction < 0 || decimal?.type !== "decimal" || parts[fraction]!.value !== "50") return undefined;
  const middle = parts.slice(first, fraction - 1);
  if (!middle.every((p) => p.type === "integer" || p.type === "group")) return undefined;
  const groups = integerGroups(parts);
  const separators = new Set(middle.filter((p) => p.type === "group").map((p) => p.value));
  if (groups.join("") !== "1234567" || groups.length < 2 || separators.size !== 1) return undefined;
  const primary = groups.at(-1)!.length;
  const secondary = groups.at(-2)!.length;
  // Some locales (es, pl, pt-PT) leave a four-digit amount ungrouped: find the smallest integer part grouped.
  let minDigitsToGroup = primary + 1;
  while (
    minDigitsToGroup < 7 &&
    integerGroups(format.formatToParts(Number("1".padEnd(minDigitsToGroup, "0")))).length < 2
  )
    minDigitsToGroup++;
  const text = (list: Parts) => list.map((p) => p.value).join("");
  return [
    locale,
    currency,
    text(parts.slice(0, first)),
    text(parts.slice(fraction + 1)),
    [...separators][0]!,
    decimal.value,
    primary,
    secondary,
    minDigitsToGroup,
  ];
}

/** The amount (0 or more, in whole cents) written by `pattern`; undefined for any other value (Intl then writes it). */
export function formatWithPattern(value: number, pattern: MoneyPattern): string | undefined {
  // Amounts are rounded to cents; anything finer would need Intl's decimal rounding, not toFixed's binary one.
  if (!(value >= 0 && value < 1e15) || Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return undefined;
  const [, , prefix, suffix, group, decimal, primary, secondary, minDigitsToGroup] = pattern;
  const [integer, fraction] = value.toFixed(2).split(".") as [string, string];
  let grouped = integer;
  if (integer.length >= minDigitsToGroup) {
    const cut = [integer.slice(-primary)];
    for (let end = integer.length - primary; end > 0; end -= secondary)
      cut.unshift(integer.slice(Math.max(0, end - secondary), end));
    grouped = cut.join(group);
  }
  return `${prefix}${grouped}${decimal}${fraction}${suffix}`;
}
