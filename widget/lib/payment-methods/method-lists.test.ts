import { describe, expect, it } from "vitest";
import { buildMethodLists, type MethodListsInput } from "./method-lists.ts";

const base: MethodListsInput = {
  countryCode: "DE",
  config: { card_path: "stripe", enabled_paths: ["stripe", "braintree", "paypal", "mollie"] },
  wallets: { applepay: false, googlepay: false },
  nowMs: Date.parse("2030-07-01T10:00:00Z"),
  eventStartMs: Date.parse("2030-12-01T20:00:00Z"),
  salesPercentage: 10,
};
const names = (list: { name: string }[]) => list.map((m) => m.name);

describe("step-3 method lists", () => {
  it("DE: the DE order first, the rest of the default list under other", () => {
    const lists = buildMethodLists(base);
    expect(names(lists.first)).toEqual([
      "card",
      "klarna",
      "giropay",
      "sepa_debit",
      "revolut_pay",
      "banktransfer",
      "paypal",
      "eps",
    ]);
    expect(names(lists.other)).toEqual([
      "trustly",
      "ideal",
      "bancontact",
      "kbc",
      "belfius",
      "przelewy24",
      "satispay",
      "mbway",
      "multibanco",
    ]);
    expect(lists.first[0]).toEqual({
      name: "card",
      label: { key: "methods.card" },
      icon: "card",
      choice: { method: "card", path: "stripe", providerMethod: "card" },
    });
    expect(lists.noneForCountry).toBe(false);
  });

  it("shows wallets only when the device supports them", () => {
    expect(names(buildMethodLists({ ...base, wallets: { applepay: true, googlepay: false } }).first).slice(-1)).toEqual(
      ["applepay"],
    );
    expect(names(buildMethodLists({ ...base, wallets: { applepay: true, googlepay: true } }).first).slice(-2)).toEqual([
      "applepay",
      "googlepay",
    ]);
  });

  it("drops delayed methods close to the event and when more than 60 % are sold", () => {
    const soon = buildMethodLists({ ...base, eventStartMs: Date.parse("2030-07-04T20:00:00Z") });
    expect(names(soon.first)).toEqual(["card", "klarna", "giropay", "revolut_pay", "paypal"]);
    const sold = buildMethodLists({ ...base, salesPercentage: 60.01 });
    expect(names(sold.first)).not.toContain("sepa_debit");
    expect(names(sold.other)).not.toContain("trustly");
    expect(names(buildMethodLists({ ...base, salesPercentage: 60 }).first)).toContain("sepa_debit");
  });

  it("drops methods whose paths are not enabled", () => {
    const paypalOnly = buildMethodLists({ ...base, config: { card_path: "braintree", enabled_paths: ["paypal"] } });
    expect(names(paypalOnly.first)).toEqual(["paypal"]);
    expect(paypalOnly.other).toEqual([]);
  });

  it("keeps what an enabled path serves, and flags a country left with nothing", () => {
    const lists = buildMethodLists({
      ...base,
      countryCode: "NL",
      config: { card_path: "braintree", enabled_paths: ["mollie"] },
      salesPercentage: 80,
    });
    // NL's list on mollie alone after the 60 % rule: card (creditcard) and ideal survive, so no flag.
    expect(names(lists.first)).toEqual(["card", "ideal"]);
    const braintreeOnly = buildMethodLists({
      ...base,
      countryCode: "NL",
      config: { card_path: "braintree", enabled_paths: ["braintree"] },
    });
    expect(names(braintreeOnly.first)).toEqual(["card"]);
    expect(braintreeOnly.noneForCountry).toBe(false);
    const none = buildMethodLists({ ...base, countryCode: "NL", config: { card_path: "stripe", enabled_paths: [] } });
    expect(none).toEqual({ first: [], other: [], noneForCountry: true });
    const onlyOther = buildMethodLists({
      ...base,
      countryCode: "BE",
      config: { card_path: "stripe", enabled_paths: ["mollie"] },
      eventStartMs: Date.parse("2030-07-02T20:00:00Z"),
    });
    // BE on mollie, event tomorrow: BE's card (mollie creditcard) and bancontact remain.
    expect(names(onlyOther.first)).toEqual(["card", "bancontact"]);
  });

  it("other countries get the default list, with nothing behind the toggle", () => {
    const pt = buildMethodLists({ ...base, countryCode: "PT" });
    expect(names(pt.first)).toContain("mbway");
    expect(pt.other).toEqual([]);
  });
});
