import { describe, expect, it } from "vitest";
import { liveKeyVariables, readPaymentsConfig } from "./config.ts";

describe("readPaymentsConfig", () => {
  it.each(liveKeyVariables)("refuses demo mode with %s set, naming the variable and never its value", (name) => {
    expect(() => readPaymentsConfig({ DEMO_MODE: "1", [name]: "secret-value" })).toThrow(
      new RegExp(`refuses to run with live provider keys; unset ${name}`),
    );
    try {
      readPaymentsConfig({ DEMO_MODE: "1", [name]: "secret-value" });
    } catch (err) {
      expect((err as Error).message).not.toContain("secret-value");
    }
  });

  it("provider keys without demo mode are accepted (and reported by name)", () => {
    const env = {
      STRIPE_SECRET_KEY: "sk_test_abcdefghij",
      STRIPE_PUBLISHABLE_KEY: "pk_test_abcdefghij",
      STRIPE_WEBHOOK_SECRET: "whsec_abcdefghij",
      MOLLIE_API_KEY: "test_abcdefghijabcdefghijabcdefghij",
    };
    expect(readPaymentsConfig(env).liveKeys).toEqual([
      "STRIPE_SECRET_KEY",
      "STRIPE_PUBLISHABLE_KEY",
      "STRIPE_WEBHOOK_SECRET",
      "MOLLIE_API_KEY",
    ]);
    // npm start with keys: the keys win over npm start's demo default
    expect(readPaymentsConfig({ ...env, npm_lifecycle_event: "start" }).demoMode).toBe(false);
  });

  it("DEMO_MODE: 1/0 explicit, otherwise on only under npm start; anything else is refused", () => {
    expect(readPaymentsConfig({ DEMO_MODE: "1" }).demoMode).toBe(true);
    expect(readPaymentsConfig({}).demoMode).toBe(false);
    expect(readPaymentsConfig({ npm_lifecycle_event: "start" }).demoMode).toBe(true);
    expect(readPaymentsConfig({ npm_lifecycle_event: "start", DEMO_MODE: "0" }).demoMode).toBe(false);
    expect(readPaymentsConfig({ npm_lifecycle_event: "test" }).demoMode).toBe(false);
    expect(() => readPaymentsConfig({ DEMO_MODE: "yes" })).toThrow(/DEMO_MODE must be "1"/);
  });

  it("RESERVATION_MINUTES defaults to 15 and must be above 0", () => {
    expect(readPaymentsConfig({}).reservationMinutes).toBe(15);
    expect(readPaymentsConfig({ RESERVATION_MINUTES: "0.5" }).reservationMinutes).toBe(0.5);
    expect(() => readPaymentsConfig({ RESERVATION_MINUTES: "0" })).toThrow(
      /RESERVATION_MINUTES must be a number above 0/,
    );
  });
});
