import { describe, expect, it } from "vitest";
import { resolvePaymentChoice, type PathConfig } from "./paths.ts";
import type { PaymentPath } from "./types.ts";

const ALL: PaymentPath[] = ["stripe", "braintree", "paypal", "mollie"];
const config = (enabled: PaymentPath[] = ALL, card_path: "stripe" | "braintree" = "stripe"): PathConfig => ({
  enabled_paths: enabled,
  card_path,
});

describe("path per method (spec §9 supported methods per path)", () => {
  it("sends the card to the config's card path with that provider's id", () => {
    expect(resolvePaymentChoice("card", config(ALL, "stripe"))).toEqual({
      method: "card",
      path: "stripe",
      providerMethod: "card",
    });
    expect(resolvePaymentChoice("card", config(ALL, "braintree"))).toEqual({
      method: "card",
      path: "braintree",
      providerMethod: "credit_card",
    });
  });

  it("falls back to mollie's creditcard when the card path is not enabled, and drops the card without either", () => {
    expect(resolvePaymentChoice("card", config(["mollie", "paypal"], "braintree"))).toEqual({
      method: "card",
      path: "mollie",
      providerMethod: "creditcard",
    });
    expect(resolvePaymentChoice("card", config(["stripe", "paypal"], "braintree"))).toBeNull();
  });

  it("paypal goes only through paypal", () => {
    expect(resolvePaymentChoice("paypal", config())).toEqual({
      method: "paypal",
      path: "paypal",
      providerMethod: "paypal",
    });
    expect(resolvePaymentChoice("paypal", config(["stripe", "mollie", "braintree"]))).toBeNull();
  });

  it("local methods both lists have prefer stripe, with the providers' own ids", () => {
    expect(resolvePaymentChoice("przelewy24", config())).toEqual({
      method: "przelewy24",
      path: "stripe",
      providerMethod: "p24",
    });
    expect(resolvePaymentChoice("przelewy24", config(["mollie"]))).toEqual({
      method: "przelewy24",
      path: "mollie",
      providerMethod: "przelewy24",
    });
    expect(resolvePaymentChoice("ideal", config(["mollie", "stripe"]))?.path).toBe("stripe");
    expect(resolvePaymentChoice("multibanco", config(["mollie"]))?.providerMethod).toBe("multibanco");
  });

  it("methods only the hosted list has need mollie; methods only the card-intent list has need stripe", () => {
    for (const m of ["banktransfer", "trustly", "kbc", "belfius", "satispay", "mbway"] as const) {
      expect(resolvePaymentChoice(m, config())?.path, m).toBe("mollie");
      expect(resolvePaymentChoice(m, config(["stripe", "paypal", "braintree"])), m).toBeNull();
    }
    for (const m of ["klarna", "sepa_debit", "revolut_pay", "giropay"] as const) {
      expect(resolvePaymentChoice(m, config())?.path, m).toBe("stripe");
      expect(resolvePaymentChoice(m, config(["mollie", "paypal", "braintree"])), m).toBeNull();
    }
  });

  it("wallets use stripe's Express Checkout, else map to mollie's wallet methods", () => {
    expect(resolvePaymentChoice("applepay", config())).toEqual({
      method: "applepay",
      path: "stripe",
      providerMethod: "apple_pay",
    });
    expect(resolvePaymentChoice("googlepay", config())).toEqual({
      method: "googlepay",
      path: "stripe",
      providerMethod: "google_pay",
    });
    expect(resolvePaymentChoice("googlepay", config(["mollie"]))).toEqual({
      method: "googlepay",
      path: "mollie",
      providerMethod: "googlepay",
    });
    expect(resolvePaymentChoice("applepay", config(["mollie"]))).toEqual({
      method: "applepay",
      path: "mollie",
      providerMethod: "applepay",
    });
    expect(resolvePaymentChoice("applepay", config(["braintree", "paypal"]))).toBeNull();
  });

  it("Cartes Bancaires is paid as a card", () => {
    expect(resolvePaymentChoice("cartes_bancaires", config())).toEqual({
      method: "cartes_bancaires",
      path: "stripe",
      providerMethod: "card",
    });
    expect(resolvePaymentChoice("cartes_bancaires", config(["mollie"]))?.providerMethod).toBe("creditcard");
  });

  it("drops everything when no path is enabled", () => {
    expect(resolvePaymentChoice("card", config([]))).toBeNull();
  });
});
