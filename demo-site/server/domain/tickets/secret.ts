import { randomBytes } from "node:crypto";
import type { Db } from "../../store/sqlite/open.ts";

/**
 * The HMAC key for ticket codes: TICKET_SECRET when set; otherwise one generated on first start and kept
 * in the database, so every process sharing the file signs and verifies with the same key.
 */
export function resolveTicketSecret(db: Db, fromEnv: string | null): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, "utf8");
  db.prepare("INSERT OR IGNORE INTO settings (key, value) VALUES ('ticket_secret', ?)").run(randomBytes(32).toString("base64url"));
  const row = db.prepare("SELECT value FROM settings WHERE key = 'ticket_secret'").get() as { value: string };
  return Buffer.from(row.value, "base64url");
}
