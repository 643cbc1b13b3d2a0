import type { VoucherQueries } from "../../store/index.ts";

export interface Voucher {
  code: string;
  discount: number;
}

/**
 * Codes compare case-insensitively after trimming (CONTRACTS.md). A code past its valid_until is as unknown as a
 * made-up one or another event's: the lookup is the same query for all three, and the answer the same.
 */
export async function findVoucher(
  store: { vouchers: VoucherQueries },
  eventId: number,
  code: string,
  now: number,
): Promise<Voucher | undefined> {
  const row = await store.vouchers.find(eventId, code.trim().toUpperCase());
  if (!row || (row.valid_until !== null && Date.parse(row.valid_until) <= now)) return undefined;
  return { code: row.code, discount: row.discount };
}
