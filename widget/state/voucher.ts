import { atom } from "jotai";
import { postCheckCoupon } from "../lib/orders.ts";
import { buyerErrorsAtom } from "./buyer-errors.ts";
import { checkVoucher, editVoucherCode, EMPTY_VOUCHER, setVoucherEnabled, type Voucher } from "../lib/voucher.ts";

export const voucherAtom = atom<Voucher>({ ...EMPTY_VOUCHER });
// Which check is the latest: an answer to an older one (the code changed since) is dropped.
const checkSequenceAtom = atom(0);

// The step-2 voucher error (voucher_code_required/_invalid) is about the code as it was: any change retires it.
const clearVoucherFormErrorAtom = atom(null, (get, set) => {
  const errors = get(buyerErrorsAtom);
  if (errors.voucher) set(buyerErrorsAtom, { ...errors, voucher: undefined });
});

export const setVoucherEnabledAtom = atom(null, (get, set, enabled: boolean) => {
  set(checkSequenceAtom, get(checkSequenceAtom) + 1);
  set(clearVoucherFormErrorAtom);
  set(voucherAtom, setVoucherEnabled(get(voucherAtom), enabled));
});

export const editVoucherCodeAtom = atom(null, (get, set, raw: string) => {
  set(checkSequenceAtom, get(checkSequenceAtom) + 1);
  set(clearVoucherFormErrorAtom);
  set(voucherAtom, editVoucherCode(get(voucherAtom), raw));
});

export interface ApplyVoucherContext {
  apiOrigin: string;
  /** From the first ticket (spec §7); undefined when the event has no tickets. */
  eventId: number | undefined;
  /** Code to apply; defaults to the one typed. */
  code?: string;
}

/** Checks the code with POST /api/check-coupon and stores validity, discount or the error key. */
export const applyVoucherAtom = atom(null, async (get, set, context: ApplyVoucherContext) => {
  const sequence = get(checkSequenceAtom) + 1;
  set(checkSequenceAtom, sequence);
  const code = (context.code ?? get(voucherAtom).code).trim();
  set(voucherAtom, { ...get(voucherAtom), enabled: true, code, checking: true, error: null });
  const result = await checkVoucher(code, context.eventId, (eventId, coupon) =>
    postCheckCoupon(context.apiOrigin, eventId, coupon),
  );
  if (get(checkSequenceAtom) !== sequence) return;
  set(voucherAtom, { ...get(voucherAtom), ...result, checking: false });
});

/** Whether the `voucher` attribute / ?voucher= code was already applied in this checkout. */
export const configVoucherAppliedAtom = atom(false);
