import type { Kysely } from "kysely";
import type { VoucherQueries } from "../index.ts";
import type { Database } from "../schema.ts";
import { prepared } from "./prepared.ts";

// Read with the rest of an order's reads (prepared: it goes in their round trip).
const byCode = prepared((db, p) =>
  db
    .selectFrom("vouchers")
    .select(["code", "discount", "valid_until", "max_uses", "uses"])
    .where("event_id", "=", p(0))
    .where("code_key", "=", p(1)),
);

// Counts one use if one is left, in the transaction of the order that uses it: of two orders for the last use, the
// second finds uses = max_uses (on PostgreSQL it waits on the first's row lock, then re-reads the row) and gets no row.
const useCode = prepared((db, p) =>
  db
    .updateTable("vouchers")
    .set((eb) => ({ uses: eb("uses", "+", 1) }))
    .where("event_id", "=", p(0))
    .where("code_key", "=", p(1))
    .where((eb) => eb.or([eb("max_uses", "is", null), eb("uses", "<", eb.ref("max_uses"))]))
    .returning(["code", "discount", "valid_until"]),
);

type Found = { code: string; discount: number; valid_until: string | null; max_uses: number | null; uses: number };

export function voucherQueries(db: Kysely<Database>): VoucherQueries {
  return {
    find: async (eventId, codeKey) => (await byCode<Found>(db, eventId, codeKey)).rows[0],
    use: async (eventId, codeKey) =>
      (await useCode<{ code: string; discount: number; valid_until: string | null }>(db, eventId, codeKey)).rows[0],
  };
}
