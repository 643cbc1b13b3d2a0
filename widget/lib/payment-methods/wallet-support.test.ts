import { describe, expect, it } from "vitest";
import { detectWalletSupport } from "./wallet-support.ts";

describe("detectWalletSupport", () => {
  it("finds Apple Pay through ApplePaySession.canMakePayments()", async () => {
    expect(await detectWalletSupport({ ApplePaySession: { canMakePayments: () => true } }, null)).toEqual({
      applepay: true,
      googlepay: false,
    });
    expect(await detectWalletSupport({ ApplePaySession: { canMakePayments: () => false } }, null)).toEqual({
      applepay: false,
      googlepay: false,
    });
    expect(await detectWalletSupport({}, null)).toEqual({ applepay: false, googlepay: false });
    expect(await detectWalletSupport(undefined, null)).toEqual({ applepay: false, googlepay: false });
  });

  it("counts a throwing Apple Pay check as unsupported", async () => {
    const win = {
      ApplePaySession: {
        canMakePayments: () => {
          throw new Error("insecure");
        },
      },
    };
    expect((await detectWalletSupport(win, null)).applepay).toBe(false);
  });

  it("merges the probe's answer (Google Pay only comes from a probe)", async () => {
    expect(await detectWalletSupport({}, async () => ({ googlepay: true }))).toEqual({
      applepay: false,
      googlepay: true,
    });
    expect(await detectWalletSupport({}, async () => ({ applepay: true }))).toEqual({
      applepay: true,
      googlepay: false,
    });
  });

  it("a failing or hanging probe means unsupported, within the bound", async () => {
    expect(await detectWalletSupport({}, () => Promise.reject(new Error("no stripe")))).toEqual({
      applepay: false,
      googlepay: false,
    });
    const started = Date.now();
    expect(await detectWalletSupport({}, () => new Promise(() => {}), 30)).toEqual({
      applepay: false,
      googlepay: false,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
