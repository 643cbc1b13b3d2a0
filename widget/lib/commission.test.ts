import { describe, expect, it } from "vitest";
import { computeOrderAmounts, ticketCommission } from "./money.ts";

// The step-1 total and price popover use these; edge cases of half-up rounding at two decimals.
describe("commission for the step-1 total and popover", () => {
  it("rounds a commission of exactly half a cent up", () => {
    expect(ticketCommission("0.10", 5, 0)).toBe("0.01"); // 0.005
    expect(ticketCommission("0.30", 5, 0)).toBe("0.02"); // 0.015
    expect(ticketCommission("0.09", 5, 0)).toBe("0.00"); // 0.0045
  });
  it("adds percentage and fixed fee per ticket; free tickets carry none", () => {
    expect(ticketCommission("25.00", 5, 0.5)).toBe("1.75");
    expect(ticketCommission("15.50", 5, 0.5)).toBe("1.28"); // 0.775 + 0.5 = 1.275
    expect(ticketCommission("0.00", 5, 0.5)).toBe("0.00");
  });
  it("computes the step-1 total: 2 × 25.00 + 1 × 15.50 with 5 % + 0.50", () => {
    const a = computeOrderAmounts({
      lines: [
        { price: "25.00", quantity: 2 },
        { price: "15.50", quantity: 1 },
      ],
      discountPercent: 0,
      commissionPercent: 5,
      commissionFixed: 0.5,
    });
    expect(a.priceBeforeDiscount).toBe("65.50");
    expect(a.commissionAmount).toBe("3.28"); // 3.275
    expect(a.fixedCommissionAmount).toBe("1.50");
    expect(a.finalPricePaid).toBe("70.28");
  });
  it("an all-free selection costs nothing and carries no fee", () => {
    const a = computeOrderAmounts({
      lines: [{ price: "0.00", quantity: 3 }],
      discountPercent: 0,
      commissionPercent: 3,
      commissionFixed: 0.25,
    });
    expect(a.finalPricePaid).toBe("0.00");
    expect(a.isFree).toBe(true);
  });
});
