import type { VoucherQueries } from "../../store/index.ts";

export interface Voucher {
  code: string;
  discount: number;
}

/** Codes compare case-insensitively after trimming (CONTRACTS.md). */
export function findVoucher(store: { vouchers: VoucherQueries }, eventId: number, code: string): Promise<Voucher | undefined> {
  return store.vouchers.find(eventId, code.trim().toUpperCase());
}
