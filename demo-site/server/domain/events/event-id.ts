// An event's id as it stands in a path: shared by the API routes and the pages, so neither handler imports the other.

/** Path ids are positive integers; anything else is simply an event that does not exist. */
export function parseId(raw: string): number | null {
  if (!/^[1-9]\d{0,14}$/.test(raw)) return null;
  return Number(raw);
}
