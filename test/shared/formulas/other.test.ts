import { describe, expect, it } from "vitest";
import { classifyAbc } from "../../../shared/formulas/abc";
import { costVariation, variationBadge } from "../../../shared/formulas/cost-variation";
import { isNotableLoss, notableLoss, notableLossAt, unitSaleForMargin } from "../../../shared/formulas/notable-loss";
import { percentOf } from "../../../shared/formulas/percent";
import { pricingProductFigures, pricingTotals } from "../../../shared/formulas/pricing";

describe("percent", () => {
  it("is part x 100 / whole with 2 decimals, 0 over a zero whole", () => {
    expect(percentOf(2193, 4556)).toBe(48.13);
    expect(percentOf(1, 3)).toBe(33.33);
    expect(percentOf(2, 3)).toBe(66.67);
    expect(percentOf(-1, 3)).toBe(-33.33);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe("cost variation of an order item", () => {
  it("is (unit_cost / actual_cost - 1) x 100 with its badge: red from 10, amber from 5, green below", () => {
    expect(costVariation(11, 10)).toBe(10);
    expect(variationBadge(costVariation(11, 10))).toBe("red");
    expect(variationBadge(costVariation(9, 10))).toBe("red"); // -10%
    expect(costVariation(10.5, 10)).toBe(5);
    expect(variationBadge(5)).toBe("amber");
    expect(variationBadge(-7.5)).toBe("amber");
    expect(costVariation(10.49, 10)).toBe(4.9);
    expect(variationBadge(4.9)).toBe("green");
    expect(variationBadge(4.994)).toBe("green");
  });

  it("judges the shown value: 9.995% shows as 10,00% and is red", () => {
    expect(costVariation(10.9995, 10)).toBe(10);
    expect(variationBadge(9.995)).toBe("red");
  });

  it("is 0 when there is no current cost to compare with", () => {
    expect(costVariation(12, 0)).toBe(0);
  });
});

describe("ABC classification", () => {
  it("classes by the cumulative share of sales before each product, ties by product id", () => {
    const classes = classifyAbc(
      [
        { productId: 4, sales: 10_000 },
        { productId: 3, sales: 30_000 },
        { productId: 2, sales: 30_000 },
        { productId: 1, sales: 50_000 },
        { productId: 5, sales: 0 },
        { productId: 6, sales: -5_000 },
      ],
      { a: 50, b: 30 },
    );
    // total 1,200.00: p1 before 0% -> A; p2 before 41.67% -> A; p3 before 66.67% -> B; p4 before 91.67% -> C.
    expect(Object.fromEntries(classes)).toEqual({ 1: "a", 2: "a", 3: "b", 4: "c", 5: "c", 6: "c" });
  });

  it("puts a product whose share before it is exactly the cutoff in the next class", () => {
    const classes = classifyAbc(
      [
        { productId: 1, sales: 600 },
        { productId: 2, sales: 600 },
      ],
      { a: 50, b: 30 },
    );
    expect(classes.get(2)).toBe("b");
  });

  it("makes every product C when nothing sold", () => {
    expect(Object.fromEntries(classifyAbc([{ productId: 9, sales: 0 }], { a: 50, b: 30 }))).toEqual({ 9: "c" });
  });
});

describe("pricing product figures", () => {
  it("worked example: taxes, profit, net margin, unit figures and shares", () => {
    const product = { quantityMilli: 4500, cost: 4556, sales: 6749, inTax: 547, outTax: 1215 };
    const pricing = pricingTotals({ quantityMilli: 0, cost: 10_000, sales: 15_000, inTax: 1000, outTax: 3000 });
    expect(pricing).toEqual({ totalCost: 10_000, totalSales: 15_000, totalTaxes: 2000, totalProfit: 3000, netMargin: 30 });
    expect(pricingProductFigures(product, pricing)).toEqual({
      totalQuantity: 4.5,
      totalCost: 4556,
      totalSales: 6749,
      totalTaxes: 668, // 12.15 - 5.47
      totalProfit: 1525, // 67.49 - 45.56 - 6.68
      netMargin: 33.47,
      unitCost: 10.1244, // 45.56 / 4.5
      unitSale: 14.9978, // 67.49 / 4.5
      unitTax: 1.4844,
      unitProfit: 3.3889,
      costPercent: 45.56,
      salesPercent: 44.99,
      taxesPercent: 33.4,
    });
  });

  it("has zero unit figures without quantity and zero shares of an empty pricing", () => {
    const empty = pricingTotals({ quantityMilli: 0, cost: 0, sales: 0, inTax: 0, outTax: 0 });
    const figures = pricingProductFigures({ quantityMilli: 0, cost: 0, sales: 0, inTax: 0, outTax: 0 }, empty);
    expect(figures).toMatchObject({ unitCost: 0, unitSale: 0, costPercent: 0, salesPercent: 0, taxesPercent: 0, netMargin: 0 });
  });
});

describe("notable loss", () => {
  // 100 units, cost 800.00, sales 1,000.00, ICMS out 180.00 (r = 18%), in 96.00; desired margin 30%.
  const input = { totalQuantity: 100, totalCost: 80_000, totalSales: 100_000, outTax: 18_000, inTax: 9_600, desiredMargin: 30 };

  it("worked example: loss, the new unit sale rounded up to the cent and the new figures", () => {
    // taxes 84.00; profit 1000 - 800 - 84 = 116.00; current margin 14.50% < 30%.
    expect(isNotableLoss(input)).toBe(true);
    // new unit sale = (800 x 1.30 - 96) / (1 - 0.18) / 100 = 11.5121951... -> 11.52
    expect(notableLoss(input)).toEqual({
      totalQuantity: 100,
      totalCost: 80_000,
      totalSales: 100_000,
      totalTaxes: 8_400,
      totalProfit: 11_600,
      currentMargin: 14.5,
      totalLoss: 12_400, // 30 x 800 / 100 - 116
      newUnitSale: 11.52,
      newTotalSales: 115_200,
      newTotalTaxes: 11_136, // 1152 x 18% - 96
      newTotalProfit: 24_064, // 1152 - 800 - 111.36
      newMargin: 30.08,
      newGrossMargin: 44,
    });
  });

  it("reaches at least the margin asked for, and back-computes the price for a typed margin", () => {
    expect(unitSaleForMargin(input, 40)).toBe(12.49); // (1120 - 96) / 0.82 / 100 = 12.4878... -> 12.49
    expect(notableLossAt(input, 12.49).newMargin).toBeGreaterThanOrEqual(40);
    expect(notableLossAt(input, 12.48).newMargin).toBeLessThan(40);
  });

  it("does not round an exact price up by binary noise (0.70 x 1.10 = 0.77)", () => {
    const exact = { totalQuantity: 1, totalCost: 70, totalSales: 0, outTax: 0, inTax: 0, desiredMargin: 10 };
    expect(unitSaleForMargin(exact, 10)).toBe(0.77);
  });

  it("is not a loss at or above the desired margin", () => {
    expect(isNotableLoss({ ...input, desiredMargin: 14.5 })).toBe(false);
    expect(isNotableLoss({ ...input, desiredMargin: 14.51 })).toBe(true);
  });
});
