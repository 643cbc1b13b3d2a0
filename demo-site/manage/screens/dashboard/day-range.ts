// The days a sales chart shows: every day from the first sale to the last, the days without a sale as 0, and at
// least two weeks, so one day of sales is a bar among days rather than the whole chart.
const DAY_MS = 86_400_000;
export const MIN_DAYS = 14;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export function dayRange(days: readonly { day: string; tickets: number }[]): { day: string; tickets: number }[] {
  if (!days.length) return [];
  const tickets = new Map(days.map((d) => [d.day, d.tickets]));
  const numbers = days.map((d) => dayNumber(d.day));
  const last = Math.max(...numbers);
  const first = Math.min(Math.min(...numbers), last - (MIN_DAYS - 1));
  const range: { day: string; tickets: number }[] = [];
  for (let n = first; n <= last; n++) range.push({ day: dayOf(n), tickets: tickets.get(dayOf(n)) ?? 0 });
  return range;
}
