import type { Kysely } from "kysely";
import type { VoucherQueries } from "../index.ts";
import type { Database } from "../schema.ts";
import { prepared } from "./prepared.ts";

// Read with the rest of an order's reads (prepared: it goes in their round trip).
const byCode = prepared((db, p) =>
  db
    .selectFrom("vouchers")
    .select(["code", "discount", "valid_until"])
    .where("event_id", "=", p(0))
    .where("code_key", "=", p(1)),
);

export function voucherQueries(db: Kysely<Database>): VoucherQueries {
  return {
    find: async (eventId, codeKey) =>
      (await byCode<{ code: string; discount: number; valid_until: string | null }>(db, eventId, codeKey)).rows[0],
  };
}
