import { randomBytes } from "node:crypto";
import type { SettingsQueries } from "../../store/index.ts";

/**
 * The HMAC key for ticket codes: TICKET_SECRET when set; otherwise one generated on first start and kept
 * in the database, so every process sharing it signs and verifies with the same key.
 */
export async function resolveTicketSecret(
  store: { settings: SettingsQueries },
  fromEnv: string | null,
): Promise<Buffer> {
  if (fromEnv) return Buffer.from(fromEnv, "utf8");
  const kept = await store.settings.getOrInsert("ticket_secret", randomBytes(32).toString("base64url"));
  return Buffer.from(kept, "base64url");
}
