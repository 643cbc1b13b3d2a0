import type { WalletSupport } from "./method-lists.ts";

/** An extra wallet check (e.g. Stripe's canMakePayment, set by the step-4 adapter). */
export type WalletProbe = () => Promise<Partial<WalletSupport>>;

/** No wallet check may hold step 3 up longer than this. */
export const WALLET_PROBE_TIMEOUT_MS = 2_000;

interface ApplePayWindow {
  ApplePaySession?: { canMakePayments?: () => boolean };
}

function applePayAvailable(win: ApplePayWindow | undefined): boolean {
  try {
    // Throws outside a secure context or in a cross-origin frame without the payment permission.
    return win?.ApplePaySession?.canMakePayments?.() === true;
  } catch {
    return false;
  }
}

/**
 * Apple Pay from `ApplePaySession.canMakePayments()`; Google Pay only from `probe` (see the seam on
 * walletSupportAtom). A probe that fails or takes longer than 2 s counts as "not supported".
 */
export async function detectWalletSupport(
  win: object | undefined,
  probe: WalletProbe | null,
  timeoutMs = WALLET_PROBE_TIMEOUT_MS,
): Promise<WalletSupport> {
  const support: WalletSupport = { applepay: applePayAvailable(win), googlepay: false };
  if (!probe) return support;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<Partial<WalletSupport>>((resolve) => {
    timer = setTimeout(() => resolve({}), timeoutMs);
  });
  const probed = await Promise.race([probe().catch((): Partial<WalletSupport> => ({})), timeout]).finally(() =>
    clearTimeout(timer),
  );
  return { applepay: support.applepay || probed.applepay === true, googlepay: probed.googlepay === true };
}
