import type { VenmoPayerInfo, VenmoTokenizePayload } from "./types.ts";

/** What the Venmo app put in the page's fragment, camel-cased (`payment_method_nonce` -> `paymentMethodNonce`). */
export type FragmentParams = Record<string, string>;

/**
 * Parses a fragment ("a=1&b=2", default: the page's, without "#"). Keys lose every non-word character (single
 * page apps often prefix "/") and are camel-cased; `resourceId` is copied to `id`. Values are URI-decoded.
 */
export function fragmentParams(hash?: string): FragmentParams {
  const out: FragmentParams = {};
  for (const pair of (hash || window.location.hash.slice(1)).split("&")) {
    const [rawKey = "", rawValue] = pair.split("=");
    const word = safeDecode(rawKey).replace(/\W/g, "");
    // snake_case keys are lower-cased, then each "_x" becomes "X"; other keys stay as they are.
    const key = word.includes("_") ? word.toLowerCase().replace(/_\w/g, (m) => m[1]!.toUpperCase()) : word;
    out[key] = safeDecode(String(rawValue));
  }
  if (out.resourceId) out.id = out.resourceId;
  return out;
}

/** True when the fragment carries a Venmo result: venmoSuccess, venmoError or venmoCancel. */
export function hasResult(hash?: string): boolean {
  const params = fragmentParams(hash);
  return ["venmoSuccess", "venmoError", "venmoCancel"].some((key) => Object.hasOwn(params, key));
}

/** What a flow produced, before formatting. */
export interface RawResult {
  paymentMethodNonce?: string;
  username?: string;
  payerInfo?: VenmoPayerInfo;
  id?: string;
}

/** "@" + the username without any "@" of its own. */
export const atName = (name: string | undefined) => "@" + (name ?? "").replace("@", "");

/** The public tokenize result. */
export function formatPayload(raw: RawResult): VenmoTokenizePayload {
  const payload: VenmoTokenizePayload = {
    nonce: raw.paymentMethodNonce as string,
    type: "VenmoAccount",
    details: { username: atName(raw.username), paymentContextId: raw.id },
  };
  if (raw.payerInfo) payload.details.payerInfo = { ...raw.payerInfo, userName: atName(raw.payerInfo.userName) };
  return payload;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
