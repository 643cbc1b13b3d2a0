// Part of the bank-login chunk: it imports nothing the module's entry has (see BankLoginErrors).
import { BANK_LINK_GLOBAL, BANK_LINK_SCRIPT_TIMEOUT_MS, BANK_LINK_SCRIPT_URL } from "./bank-login-constants.ts";
import type { BankLinkGlobal, BankLoginErrors } from "./types.ts";

/** Options of {@link loadBankLinkScript}. */
export interface LoadBankLinkScriptOptions {
  timeoutMs?: number;
  /** Told about a script tag this call appended, so the instance can remove it on teardown. */
  onScriptAppended?: (script: HTMLScriptElement) => void;
}

// One load at a time per page: every instance shares it, and a failure clears it so the next call retries.
let pendingLoad: Promise<BankLinkGlobal> | null = null;

/**
 * Loads the bank-linking script once per page and resolves with its global. Reuses a global that is already
 * there and a script tag the page already has. Rejects with `loadFailed(...)` (US_BANK_ACCOUNT_LOGIN_LOAD_FAILED)
 * outside a browser, on a load error, when the script defines no global, or after the timeout; every case but a
 * plain load error (braintree-web's, which has no details) carries details.reason.
 */
export function loadBankLinkScript(
  loadFailed: BankLoginErrors["loadFailed"],
  options: LoadBankLinkScriptOptions = {},
): Promise<BankLinkGlobal> {
  if (typeof window === "undefined" || typeof document === "undefined") {
    return Promise.reject(loadFailed({ reason: "The bank-linking script can only load in a browser." }));
  }
  const ready = readGlobal();
  if (ready) return Promise.resolve(ready);
  if (!pendingLoad) {
    pendingLoad = injectScript(loadFailed, options).catch((error: unknown) => {
      pendingLoad = null;
      throw error;
    });
  }
  return pendingLoad;
}

function injectScript(
  loadFailed: BankLoginErrors["loadFailed"],
  options: LoadBankLinkScriptOptions,
): Promise<BankLinkGlobal> {
  return new Promise((resolve, reject) => {
    const existing = document.querySelector<HTMLScriptElement>(`script[src="${BANK_LINK_SCRIPT_URL}"]`);
    const script = existing ?? document.createElement("script");
    let settled = false;

    const finish = (error: Error | null, value?: BankLinkGlobal) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      script.removeEventListener("load", onLoad);
      script.removeEventListener("error", onError);
      if (error) {
        // A failed tag is removed so the next attempt starts a fresh download instead of waiting on a dead one.
        script.parentNode?.removeChild(script);
        reject(error);
      } else {
        resolve(value as BankLinkGlobal);
      }
    };
    const onLoad = () => {
      const global = readGlobal();
      if (global) finish(null, global);
      else
        finish(loadFailed({ reason: `The bank-linking script loaded but did not define window.${BANK_LINK_GLOBAL}.` }));
    };
    // Same error as braintree-web for a plain load error (no details); the cases it never reports carry a reason.
    const onError = () => finish(loadFailed());
    const timeoutMs = options.timeoutMs ?? BANK_LINK_SCRIPT_TIMEOUT_MS;
    const timer = setTimeout(() => {
      finish(loadFailed({ reason: `The bank-linking script did not load within ${timeoutMs} ms.` }));
    }, timeoutMs);

    script.addEventListener("load", onLoad);
    script.addEventListener("error", onError);
    if (!existing) {
      script.src = BANK_LINK_SCRIPT_URL;
      script.async = true;
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- null while <head> is parsed
      (document.body ?? document.head).appendChild(script);
      // Browsers fire load/error later; some DOMs fire them inside appendChild, and a failed tag is gone by now.
      if (script.isConnected) options.onScriptAppended?.(script);
    }
  });
}

function readGlobal(): BankLinkGlobal | undefined {
  const candidate = (window as unknown as Record<string, unknown>)[BANK_LINK_GLOBAL] as BankLinkGlobal | undefined;
  return candidate && typeof candidate.create === "function" ? candidate : undefined;
}

/** Test hook: forget a cached load (the page-wide cache otherwise outlives a test). */
export function resetBankLinkScriptForTests(): void {
  pendingLoad = null;
}
