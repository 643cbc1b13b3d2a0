import type { VoucherQueries } from "../../store/index.ts";

export interface Voucher {
  code: string;
  discount: number;
}

const expired = (validUntil: string | null, now: number) => validUntil !== null && Date.parse(validUntil) <= now;

/**
 * Codes compare case-insensitively after trimming (CONTRACTS.md). A code past its valid_until, or used as often as
 * its max_uses allows, is as unknown as a made-up one or another event's: the lookup is the same query for all, and
 * the answer the same.
 */
export async function findVoucher(
  store: { vouchers: VoucherQueries },
  eventId: number,
  code: string,
  now: number,
): Promise<Voucher | undefined> {
  const row = await store.vouchers.find(eventId, code.trim().toUpperCase());
  if (!row || expired(row.valid_until, now) || (row.max_uses !== null && row.uses >= row.max_uses)) return undefined;
  return { code: row.code, discount: row.discount };
}

/**
 * findVoucher for the transaction that completes an order: counts the use there and then (a conditional UPDATE), so
 * a code's last use goes to one order only. Undefined, like an unknown code, when it is used up or expired: the
 * caller then throws, and the transaction's rollback takes the count back.
 */
export async function useVoucher(
  store: { vouchers: VoucherQueries },
  eventId: number,
  code: string,
  now: number,
): Promise<Voucher | undefined> {
  const row = await store.vouchers.use(eventId, code.trim().toUpperCase());
  if (!row || expired(row.valid_until, now)) return undefined;
  return { code: row.code, discount: row.discount };
}
