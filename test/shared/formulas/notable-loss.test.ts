import { describe, expect, it } from "vitest";
import { canReachMargin, type NotableLossInput, unitSaleForMargin } from "../../../shared/formulas/notable-loss";
import { suggestedUnitSale } from "../../../shared/formulas/price-ending";

/** 100 units costing R$ 800,00, sold for R$ 1.000,00 (cents), ICMS in R$ 96,00, desired margin 30%. */
const OIL = (outTax: number): NotableLossInput => ({ totalQuantity: 100, totalCost: 80_000, totalSales: 100_000, inTax: 9_600, outTax, desiredMargin: 30 });

describe("a price that reaches a margin (issue 5a)", () => {
  it("exists below a 100% ICMS out", () => {
    expect(canReachMargin(OIL(18_000))).toBe(true);
    expect(unitSaleForMargin(OIL(18_000), 30)).toBe(11.52);
  });

  it("does not exist when the ICMS out takes the whole sale, nor without a quantity: no suggestion, never R$ 0,00 offered as one", () => {
    expect(canReachMargin(OIL(100_000))).toBe(false);
    expect(canReachMargin(OIL(100_001))).toBe(false);
    expect(canReachMargin({ ...OIL(18_000), totalQuantity: 0 })).toBe(false);
    // The formula's guard answers 0; callers check canReachMargin first (the classification suggests nothing).
    expect(unitSaleForMargin(OIL(100_000), 30)).toBe(0);
    expect(suggestedUnitSale(OIL(100_000), "99")).toBe(0);
  });
});
