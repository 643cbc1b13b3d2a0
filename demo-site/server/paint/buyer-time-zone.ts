/** A zone name Intl knows, else undefined (an unknown zone falls back to the server's own). */
function knownZone(raw: string | null): string | undefined {
  if (!raw || raw.length > 64) return undefined;
  try {
    new Intl.DateTimeFormat("en", { timeZone: raw });
    return raw;
  } catch {
    return undefined;
  }
}

/**
 * `Date.prototype.getTimezoneOffset()` minutes (UTC minus local time: -60 is UTC+1) → the fixed zone `Etc/GMT±N`,
 * whose POSIX sign is the offset's own (-60 → `Etc/GMT-1`). Only whole hours within the Etc zones (UTC-12 to
 * UTC+14) have one; anything else (India's -330, junk) is undefined.
 */
export function offsetZone(raw: string | null): string | undefined {
  if (!raw || !/^-?\d{1,4}$/.test(raw)) return undefined;
  const minutes = Number(raw);
  if (minutes % 60 !== 0 || minutes < -14 * 60 || minutes > 12 * 60) return undefined;
  const hours = minutes / 60;
  return hours === 0 ? "Etc/GMT" : `Etc/GMT${hours > 0 ? "+" : "-"}${Math.abs(hours)}`;
}

/**
 * The buyer's time zone for the markup's date label: `tz` (an IANA name; the checkout frame and older loaders
 * send it) wins, else `tzo` (today's offset from the loader, which skips the costly first Intl call before its
 * request), else undefined (the server's zone). An offset is today's: the widget re-formats the label in the
 * buyer's real zone after hydrating (`relabelEventDateAtom`), which corrects a date across a DST change.
 */
export function buyerTimeZone(query: URLSearchParams): string | undefined {
  return knownZone(query.get("tz")) ?? offsetZone(query.get("tzo"));
}
