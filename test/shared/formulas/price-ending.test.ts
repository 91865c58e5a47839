import { describe, expect, it } from "vitest";
import { isBelowDesiredMargin, notableLossAt, unitSaleForMargin } from "../../../shared/formulas/notable-loss";
import { roundUpToEnding, suggestedUnitSale } from "../../../shared/formulas/price-ending";

// The notable-loss worked example: 100 units, cost 800.00, sales 1,000.00, ICMS out 180.00 (18%), in 96.00; desired 30%.
const OIL = { totalQuantity: 100, totalCost: 80_000, totalSales: 100_000, outTax: 18_000, inTax: 9_600, desiredMargin: 30 };

describe("price ending", () => {
  it("rounds up to the next price ending in ,99", () => {
    expect(roundUpToEnding(11.52, "99")).toBe(11.99);
    expect(roundUpToEnding(11.99, "99")).toBe(11.99);
    expect(roundUpToEnding(12, "99")).toBe(12.99);
    expect(roundUpToEnding(0.77, "99")).toBe(0.99);
    expect(roundUpToEnding(199.995, "99")).toBe(200.99); // 200.00 once at the cent
  });

  it("rounds up to the next price ending in ,90", () => {
    expect(roundUpToEnding(11.52, "90")).toBe(11.9);
    expect(roundUpToEnding(11.9, "90")).toBe(11.9);
    expect(roundUpToEnding(11.95, "90")).toBe(12.9);
    expect(roundUpToEnding(0.05, "90")).toBe(0.9);
  });

  it("leaves the price at the cent with no ending, and leaves a price of 0 alone", () => {
    expect(roundUpToEnding(11.52, "none")).toBe(11.52);
    expect(roundUpToEnding(0, "99")).toBe(0);
  });

  it("suggests the price of the desired margin rounded up, never below it", () => {
    expect(unitSaleForMargin(OIL, 30)).toBe(11.52);
    expect(suggestedUnitSale(OIL, "99")).toBe(11.99);
    expect(suggestedUnitSale(OIL, "90")).toBe(11.9);
    expect(suggestedUnitSale(OIL, "none")).toBe(11.52);
    for (const ending of ["none", "90", "99"] as const) {
      expect(notableLossAt(OIL, suggestedUnitSale(OIL, ending)).newMargin).toBeGreaterThanOrEqual(30);
    }
  });
});

describe("margin guard", () => {
  it("warns below the desired margin, not at or above it", () => {
    // 11.51: sales 1,151.00, taxes 207.18 - 96.00 = 111.18, profit 239.82: 29.98%.
    expect(notableLossAt(OIL, 11.51).newMargin).toBe(29.98);
    expect(isBelowDesiredMargin(OIL, 11.51)).toBe(true);
    expect(isBelowDesiredMargin(OIL, 11.52)).toBe(false);
    expect(isBelowDesiredMargin(OIL, 15)).toBe(false);
    expect(isBelowDesiredMargin({ ...OIL, desiredMargin: 34.9 }, 11.99)).toBe(false);
    expect(isBelowDesiredMargin({ ...OIL, desiredMargin: 34.91 }, 11.99)).toBe(true);
  });
});
