import { describe, expect, it } from "vitest";
import { walletProbeFor } from "./registry.ts";

const BASE = { mode: "live" as const, currency: "EUR", amountMinor: 2675, stripe: { publishable_key: "pk_test_1" } };

describe("walletProbeFor (step 3's Google Pay probe)", () => {
  it("probes through Stripe only when the stripe path serves the event with a publishable key", () => {
    expect(walletProbeFor({ ...BASE, enabled_paths: ["stripe", "mollie"] })).toBeTypeOf("function");
    expect(walletProbeFor({ ...BASE, enabled_paths: ["mollie", "paypal"] })).toBeNull();
    expect(walletProbeFor({ ...BASE, stripe: undefined, enabled_paths: ["stripe"] })).toBeNull();
  });
});
