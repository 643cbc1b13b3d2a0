// Test support for the bank-login tests (not imported by the module, so it never reaches a bundle): the happy-dom
// window with the bank-linking global, and a clean page before each test.
import { afterEach, beforeEach, vi } from "vitest";
import { resetBankLinkScriptForTests } from "../bank-link-script.ts";

type HappyWindow = Window & {
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
  Plaid?: unknown;
};

/** The test window: `Plaid` is the bank-linking global; happyDOM's setting decides whether script loads succeed. */
export const win = window as unknown as HappyWindow;

/** Before each test: no global, no script tags, script loads fail, no loader state; afterwards mocks and timers are restored. */
export function useCleanBankLinkPage(): void {
  beforeEach(() => {
    resetBankLinkScriptForTests();
    delete win.Plaid;
    win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
    document.querySelectorAll("script").forEach((s) => s.remove());
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
}
