// @vitest-environment node
// The SDK size budget as a test, so a change that pushes a row over it fails CI instead of waiting for the
// next `npm run bench`: same measurement as the bench (scripts/bench-sdk.mjs), ours against braintree-web 3.109.0.
import { describe, expect, it } from "vitest";
import { BUDGET, measureSdkRows } from "./bench-sdk.mjs";

describe("SDK size budget", () => {
  it(`keeps every row's up-front gzip at most ${BUDGET * 100} % of braintree-web's`, async () => {
    const rows = await measureSdkRows();
    expect(rows.map((r) => r.label)).toEqual([
      "client",
      "client + vault-manager",
      "client + preferred-payment-methods",
      "client + us-bank-account",
      "client + union-pay",
      "client + three-d-secure",
      "client + paypal",
      "client + sepa",
      "client + venmo",
      "all 9",
    ]);
    for (const { label, bt, ours } of rows) {
      expect(ours.error, label).toBeUndefined();
      // Both sides really measured something (a broken build would make any ratio pass).
      expect(bt.upfront, label).toBeGreaterThan(10_000);
      expect(ours.upfront, label).toBeGreaterThan(4_000);
      expect(
        ours.upfront! / bt.upfront,
        `${label}: ours ${ours.upfront} B vs braintree-web ${bt.upfront} B`,
      ).toBeLessThanOrEqual(BUDGET);
    }
  }, 120_000);
});
