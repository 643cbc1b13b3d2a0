import { describe, expect, it } from "vitest";
import { computeOrderAmounts, roundMoney, ticketCommission, toMinorUnits } from "./money.ts";

describe("roundMoney", () => {
  it("rounds half up at the third decimal, where binary floats round down", () => {
    expect(roundMoney("0.005")).toBe("0.01");
    expect(roundMoney("0.004")).toBe("0.00");
    expect(roundMoney("2.675")).toBe("2.68");
    expect((2.675).toFixed(2)).toBe("2.67"); // why big.js: the float path is wrong here
    expect(roundMoney("1.005")).toBe("1.01");
    expect(roundMoney("-0.005")).toBe("-0.01");
  });
});

describe("computeOrderAmounts", () => {
  const base = { discountPercent: 0, commissionPercent: 5, commissionFixed: 0.5 };

  it("adds percentage commission on the discounted price and a fixed fee per paid ticket", () => {
    const a = computeOrderAmounts({
      ...base,
      lines: [
        { price: "25.00", quantity: 2 },
        { price: "10.10", quantity: 1 },
      ],
    });
    expect(a.priceBeforeDiscount).toBe("60.10");
    expect(a.commissionAmount).toBe("3.01"); // 3.005 rounds up
    expect(a.fixedCommissionAmount).toBe("1.50");
    expect(a.platformFeeTotal).toBe("4.51");
    expect(a.finalPricePaid).toBe("64.61");
    expect(a.totalQuantity).toBe(3);
    expect(a.isFree).toBe(false);
  });

  it("applies the voucher before the commission", () => {
    const a = computeOrderAmounts({ ...base, discountPercent: 20, lines: [{ price: "25.00", quantity: 2 }] });
    expect(a.discountAmount).toBe("10.00");
    expect(a.priceAfterDiscount).toBe("40.00");
    expect(a.commissionAmount).toBe("2.00");
    expect(a.finalPricePaid).toBe("43.00");
  });

  it("charges no fixed fee on free tickets", () => {
    const a = computeOrderAmounts({
      ...base,
      lines: [
        { price: "0.00", quantity: 3 },
        { price: "12.00", quantity: 1 },
      ],
    });
    expect(a.totalQuantityFree).toBe(3);
    expect(a.paidQuantity).toBe(1);
    expect(a.fixedCommissionAmount).toBe("0.50");
  });

  it("makes a 100 % voucher order free, with no fee at all", () => {
    const a = computeOrderAmounts({ ...base, discountPercent: 100, lines: [{ price: "25.00", quantity: 2 }] });
    expect(a.priceAfterDiscount).toBe("0.00");
    expect(a.isFree).toBe(true);
    expect(a.fixedCommissionAmount).toBe("0.00");
    expect(a.finalPricePaid).toBe("0.00");
  });

  it("treats an all-free-tickets order as free", () => {
    const a = computeOrderAmounts({ ...base, lines: [{ price: "0", quantity: 1 }] });
    expect(a.isFree).toBe(true);
    expect(a.finalPricePaid).toBe("0.00");
  });

  it("ignores negative discounts and zero quantities", () => {
    const a = computeOrderAmounts({
      ...base,
      discountPercent: -10,
      lines: [
        { price: "9.99", quantity: 0 },
        { price: "1.00", quantity: 1 },
      ],
    });
    expect(a.discountAmount).toBe("0.00");
    expect(a.totalQuantity).toBe(1);
  });
});

describe("ticketCommission", () => {
  it("is percentage plus fixed, to two decimals, half up", () => {
    expect(ticketCommission("25.00", 5, 0.5)).toBe("1.75");
    expect(ticketCommission("0.10", 5, 0)).toBe("0.01"); // 0.005 → 0.01
    expect(ticketCommission("0.00", 5, 0.5)).toBe("0.00");
  });
});

describe("toMinorUnits", () => {
  it("multiplies by 100 and rounds", () => {
    expect(toMinorUnits("64.61")).toBe(6461);
    expect(toMinorUnits("0.29")).toBe(29); // 0.29*100 is 28.999… as a float
  });
});
