import type { Kysely } from "kysely";
import type { VoucherQueries } from "../index.ts";
import type { Database } from "../schema.ts";

export function voucherQueries(db: Kysely<Database>): VoucherQueries {
  return {
    find: (eventId, codeKey) => db.selectFrom("vouchers").select(["code", "discount", "valid_until"]).where("event_id", "=", eventId).where("code_key", "=", codeKey).executeTakeFirst(),
  };
}
