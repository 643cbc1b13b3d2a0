// Amounts in minor units (cents) as the app's language writes money in the event's currency.
export function money(minor: number, currency: string, language: string): string {
  try {
    const format = new Intl.NumberFormat(language, { style: "currency", currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    // an unknown currency code: the number with the code after it
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
