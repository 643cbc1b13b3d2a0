import { describe, expect, it } from "vitest";
import { businessDaysUntil, calendarDaysUntil, isDelayedMethodHidden } from "./delayed.ts";
import { PAYMENT_METHODS } from "./registry.ts";

const at = (iso: string) => Date.parse(iso);
// 2030-07-01 is a Monday.
const MONDAY = at("2030-07-01T10:00:00Z");

describe("days until the event", () => {
  it("counts calendar dates, not 24-hour spans", () => {
    expect(calendarDaysUntil(at("2030-07-01T23:59:00Z"), at("2030-07-02T00:01:00Z"))).toBe(1);
    expect(calendarDaysUntil(MONDAY, at("2030-07-01T20:00:00Z"))).toBe(0);
    expect(calendarDaysUntil(MONDAY, at("2030-07-06T20:00:00Z"))).toBe(5);
    expect(calendarDaysUntil(MONDAY, at("2030-06-30T20:00:00Z"))).toBe(-1);
  });
  it("skips Saturday and Sunday for business days", () => {
    expect(businessDaysUntil(MONDAY, at("2030-07-05T20:00:00Z"))).toBe(4); // Tue..Fri
    expect(businessDaysUntil(MONDAY, at("2030-07-07T20:00:00Z"))).toBe(4); // Sunday adds nothing
    expect(businessDaysUntil(MONDAY, at("2030-07-08T20:00:00Z"))).toBe(5);
    expect(businessDaysUntil(at("2030-07-05T10:00:00Z"), at("2030-07-08T10:00:00Z"))).toBe(1); // Fri → Mon
    expect(businessDaysUntil(at("2030-07-06T10:00:00Z"), at("2030-07-08T10:00:00Z"))).toBe(1); // Sat → Mon
    expect(businessDaysUntil(MONDAY, MONDAY)).toBe(0);
    expect(businessDaysUntil(MONDAY, at("2030-06-28T10:00:00Z"))).toBe(0); // past
  });
});

const input = (eventStart: string, salesPercentage = 0) => ({
  nowMs: MONDAY,
  eventStartMs: at(eventStart),
  salesPercentage,
});

describe("delayed methods (spec §9 table)", () => {
  it("has the spec's cutoffs", () => {
    expect(PAYMENT_METHODS.sepa_debit.delay).toEqual({ days: 6, kind: "business" });
    expect(PAYMENT_METHODS.banktransfer.delay).toEqual({ days: 8, kind: "business" });
    expect(PAYMENT_METHODS.multibanco.delay).toEqual({ days: 5, kind: "calendar" });
    expect(PAYMENT_METHODS.trustly.delay).toEqual({ days: 5, kind: "calendar" });
    expect(PAYMENT_METHODS.eps.delay).toEqual({ days: 5, kind: "business" });
    expect(PAYMENT_METHODS.kbc.delay).toEqual({ days: 4, kind: "business" });
    expect(PAYMENT_METHODS.belfius.delay).toEqual({ days: 4, kind: "business" });
    expect(PAYMENT_METHODS.przelewy24.delay).toEqual({ days: 4, kind: "calendar" });
    const delayed = Object.entries(PAYMENT_METHODS)
      .filter(([, e]) => e.delay)
      .map(([n]) => n)
      .sort();
    expect(delayed).toEqual([
      "banktransfer",
      "belfius",
      "eps",
      "kbc",
      "multibanco",
      "przelewy24",
      "sepa_debit",
      "trustly",
    ]);
  });

  it("sepa_debit (6 business days): hidden at the cutoff, shown one business day before it", () => {
    const rule = PAYMENT_METHODS.sepa_debit.delay;
    // Mon 1 → Tue 9: Tue Wed Thu Fri Mon Tue = 6 business days (10 calendar days would show a calendar rule).
    expect(isDelayedMethodHidden(rule, input("2030-07-09T20:00:00Z"))).toBe(true);
    expect(isDelayedMethodHidden(rule, input("2030-07-10T20:00:00Z"))).toBe(false);
    // The weekend before Tue 9 does not count: Sun 7 and Sat 6 are still at or below 6.
    expect(isDelayedMethodHidden(rule, input("2030-07-07T20:00:00Z"))).toBe(true);
  });

  it("banktransfer (8 business days): the weekend is skipped", () => {
    const rule = PAYMENT_METHODS.banktransfer.delay;
    expect(isDelayedMethodHidden(rule, input("2030-07-11T20:00:00Z"))).toBe(true); // 8 business days
    expect(isDelayedMethodHidden(rule, input("2030-07-12T20:00:00Z"))).toBe(false); // 9
  });

  it("multibanco (5 calendar days): weekends count", () => {
    const rule = PAYMENT_METHODS.multibanco.delay;
    expect(isDelayedMethodHidden(rule, input("2030-07-06T20:00:00Z"))).toBe(true); // Sat, 5 days
    expect(isDelayedMethodHidden(rule, input("2030-07-07T20:00:00Z"))).toBe(false); // Sun, 6 days
  });

  it("przelewy24 (4 calendar days) and kbc (4 business days) differ across a weekend", () => {
    // Fri 5 → Wed 10: 5 calendar days, 3 business days (Mon Tue Wed).
    const friday = { nowMs: at("2030-07-05T09:00:00Z"), eventStartMs: at("2030-07-10T19:00:00Z"), salesPercentage: 0 };
    expect(isDelayedMethodHidden(PAYMENT_METHODS.przelewy24.delay, friday)).toBe(false);
    expect(isDelayedMethodHidden(PAYMENT_METHODS.kbc.delay, friday)).toBe(true);
  });

  it("hides every delayed method once more than 60 % are sold: 60 shows, 60.01 hides", () => {
    const far = "2031-01-01T20:00:00Z";
    for (const rule of [PAYMENT_METHODS.sepa_debit.delay, PAYMENT_METHODS.trustly.delay]) {
      expect(isDelayedMethodHidden(rule, input(far, 60))).toBe(false);
      expect(isDelayedMethodHidden(rule, input(far, 60.01))).toBe(true);
    }
  });

  it("never hides a method without a rule, whatever the sales or date", () => {
    expect(isDelayedMethodHidden(PAYMENT_METHODS.card.delay, input("2030-07-01T20:00:00Z", 99))).toBe(false);
  });

  it("hides delayed methods when the event start does not parse", () => {
    expect(
      isDelayedMethodHidden(PAYMENT_METHODS.sepa_debit.delay, {
        nowMs: MONDAY,
        eventStartMs: Number.NaN,
        salesPercentage: 0,
      }),
    ).toBe(true);
  });
});
