import type { Db } from "../../store/sqlite/open.ts";
import { statement } from "../../store/sqlite/statements.ts";

/** organizers.embed_origins: a JSON list of the origins allowed to frame the checkout, NULL = any origin. */
export const embedColumns: [table: string, column: string, definition: string][] = [["organizers", "embed_origins", "TEXT"]];

/**
 * The origins allowed to embed the checkout frame of this event (its organizer's `embed_origins`), or null when
 * the organizer lists none (any origin may then embed it). Unknown event: null as well (the page 404s anyway).
 */
export function embedOriginsOf(db: Db, eventId: number): string[] | null {
  const row = statement(db, "SELECT o.embed_origins AS list FROM events e JOIN organizers o ON o.id = e.organizer_id WHERE e.id = ?").get(eventId) as
    | { list: string | null }
    | undefined;
  if (!row?.list) return null;
  const list = JSON.parse(row.list) as unknown;
  return Array.isArray(list) ? list.filter((o): o is string => typeof o === "string") : null;
}

/** An http(s) origin exactly as `URL.origin` writes it, else null. */
export function asOrigin(raw: string): string | null {
  try {
    const url = new URL(raw);
    return (url.protocol === "https:" || url.protocol === "http:") && url.origin === raw ? raw : null;
  } catch {
    return null;
  }
}
