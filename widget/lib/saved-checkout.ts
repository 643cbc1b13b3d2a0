import type { PaymentChoice } from "./payment-methods/types.ts";
import { savedCheckoutKey } from "../state/config-atoms.ts";

// A checkout saved while it holds tickets on steps 3/4, in sessionStorage: it survives a reload
// or leaving and coming back in the same tab, and dies with the tab. Nothing secret is in it: no card data,
// no provider token. Buyer details are never in clear text: either the buyer opted in to "save my data"
// (they are then in the encrypted `userDetails` of secure-storage.ts) or they travel in `detailsBox`,
// encrypted the same way, and only for as long as the hold lives.

export interface SavedCheckout {
  v: 1;
  step: 3 | 4;
  /** Ticket id → count, above 0 only. */
  quantities: Record<string, number>;
  reservationId: string;
  /** On the buyer's clock: after it a resume is not even attempted. */
  expiresAtMs: number;
  /** The method of step 4 (null on step 3); checked against the registry when restored. */
  choice: { method: string; path: PaymentChoice["path"]; providerMethod: string } | null;
  /** The payment attempt of step 4 (widget/payments/idempotency.ts): a resumed step 4 replays it, never charges again. */
  attempt: { slot: string; key: string; fingerprint: string } | null;
  voucher: { code: string; discount: number } | null;
  /** True: the details are the buyer's saved `userDetails`; false: they are in `detailsBox`. */
  detailsSaved: boolean;
  detailsBox: string | null;
}

// Checked by hand, not with valibot: valibot's shared chunk is step-1 code, and every validator used
// anywhere in the widget lands in it.
type Check = (value: unknown) => boolean;
const isString: Check = (x) => typeof x === "string";
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === "object" && x !== null && !Array.isArray(x);
const nullOr =
  (check: Check): Check =>
  (x) =>
    x === null || check(x);
const shape =
  (fields: Record<string, Check>): Check =>
  (x) =>
    isRecord(x) && Object.entries(fields).every(([k, check]) => check(x[k]));

const isSavedCheckout = shape({
  v: (x) => x === 1,
  step: (x) => x === 3 || x === 4,
  quantities: (x) => isRecord(x) && Object.values(x).every((n) => Number.isInteger(n) && (n as number) > 0),
  reservationId: isString,
  expiresAtMs: Number.isFinite,
  choice: nullOr(
    shape({
      method: isString,
      path: (x) => x === "stripe" || x === "braintree" || x === "paypal" || x === "mollie",
      providerMethod: isString,
    }),
  ),
  attempt: nullOr(shape({ slot: isString, key: isString, fingerprint: isString })),
  voucher: nullOr(shape({ code: isString, discount: Number.isFinite })),
  detailsSaved: (x) => typeof x === "boolean",
  detailsBox: nullOr(isString),
}) as (x: unknown) => x is SavedCheckout;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The saved checkout of `eventId` on this page, or null (none, malformed, storage blocked). */
export function readSavedCheckout(eventId: string): SavedCheckout | null {
  try {
    const raw = storage()?.getItem(savedCheckoutKey(eventId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isSavedCheckout(value) ? value : null;
  } catch {
    return null;
  }
}

/** Saves (or with null forgets) the checkout; quota or blocked storage only means no resume. */
export function writeSavedCheckout(eventId: string, saved: SavedCheckout | null): void {
  try {
    if (saved) storage()?.setItem(savedCheckoutKey(eventId), JSON.stringify(saved));
    else storage()?.removeItem(savedCheckoutKey(eventId));
  } catch {
    // no resume then
  }
}
