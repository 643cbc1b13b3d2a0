// @vitest-environment node
import { describe, expect, it } from "vitest";
import type { ProviderKeys } from "../payments/provider-config.ts";
import { paymentDashboardUrl } from "./payment-link.ts";

const keys = { braintree: { merchantId: "m3rch" } } as unknown as ProviderKeys;
const test = { demoMode: false, environment: "test" as const, keys };
const live = { ...test, environment: "live" as const };

describe("a payment's page in its provider's dashboard", () => {
  it("points into the test or live dashboard of each provider", () => {
    expect(paymentDashboardUrl(test, "stripe", "pi_1")).toBe("https://dashboard.stripe.com/test/payments/pi_1");
    expect(paymentDashboardUrl(live, "stripe", "pi_1")).toBe("https://dashboard.stripe.com/payments/pi_1");
    expect(paymentDashboardUrl(test, "paypal", "5O1")).toBe("https://www.sandbox.paypal.com/activity/payment/5O1");
    expect(paymentDashboardUrl(live, "braintree", "tx9")).toBe(
      "https://braintreegateway.com/merchants/m3rch/transactions/tx9",
    );
    expect(paymentDashboardUrl(test, "braintree", "tx9")).toBe(
      "https://sandbox.braintreegateway.com/merchants/m3rch/transactions/tx9",
    );
    expect(paymentDashboardUrl(live, "mollie", "tr_7")).toBe("https://my.mollie.com/dashboard/payments/tr_7");
  });

  it("has none in demo mode (the sandbox), without a reference, or without Braintree's merchant id", () => {
    expect(paymentDashboardUrl({ ...test, demoMode: true }, "stripe", "pi_1")).toBeNull();
    expect(paymentDashboardUrl(test, "stripe", null)).toBeNull();
    expect(paymentDashboardUrl({ ...test, keys: {} as ProviderKeys }, "braintree", "tx9")).toBeNull();
    // A reference is a path segment, never more of the address.
    expect(paymentDashboardUrl(test, "mollie", "../x?y")).toBe("https://my.mollie.com/dashboard/payments/..%2Fx%3Fy");
  });
});
