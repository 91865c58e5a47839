import { describe, expect, it } from "vitest";
import { addTotals, productDayTotals, type SaleLineAmounts, salesFigures } from "../../../shared/formulas/sales";
import { salesFiguresWire } from "../../../shared/contracts/sales";

const line = (quantity: number, unitCost: number, total: number, icmsOutRate = 18, icmsInRate = 12): SaleLineAmounts => ({
  quantity,
  unitCost,
  total,
  icmsOutRate,
  icmsInRate,
});

describe("sales figures of a product on a day (DESIGN §7)", () => {
  it("worked example: two lines, summed exactly, rounded once to the cent", () => {
    // cost = 4.5 x 10.1234 = 45.5553 -> 45.56; sales = 45.00 + 22.49 = 67.49
    // out_tax = 67.49 x 18% = 12.1482 -> 12.15; in_tax = 45.5553 x 12% = 5.466636 -> 5.47
    const totals = productDayTotals([line(3, 10.1234, 45), line(1.5, 10.1234, 22.49)]);
    expect(totals).toEqual({ quantityMilli: 4500, cost: 4556, sales: 6749, inTax: 547, outTax: 1215 });
    // profit = 67.49 - 45.56 = 21.93; margin = 21.93 x 100 / 45.56 = 48.13
    // tax_value = 12.15 - 5.47 = 6.68; net_profit = 21.93 - 6.68 = 15.25; net_margin = 15.25 x 100 / 45.56 = 33.47
    expect(salesFiguresWire(salesFigures(totals))).toEqual({
      cost: 45.56,
      sales: 67.49,
      profit: 21.93,
      margin: 48.13,
      in_tax: 5.47,
      out_tax: 12.15,
      tax_value: 6.68,
      net_profit: 15.25,
      net_margin: 33.47,
    });
  });

  it("rounds at the day-product boundary, not per line: 3 x 0.3333 is 1.00, not 0.99", () => {
    const totals = productDayTotals([line(1, 0.3333, 1), line(1, 0.3333, 1), line(1, 0.3333, 1)]);
    expect(totals.cost).toBe(100);
  });

  it("rounds half away from zero, also for returns (negative lines)", () => {
    expect(productDayTotals([line(1, 0.125, 1, 0, 0)]).cost).toBe(13);
    expect(productDayTotals([line(-1, 0.125, -1, 0, 0)]).cost).toBe(-13);
    // A sale and its return cancel out exactly.
    const cancelled = productDayTotals([line(2, 7.3333, 20), line(-2, 7.3333, -20)]);
    expect(cancelled).toEqual({ quantityMilli: 0, cost: 0, sales: 0, inTax: 0, outTax: 0 });
  });

  it("keeps rates with decimals exact: 4.5% of 33.33 is 1.49985 -> 1.50", () => {
    expect(productDayTotals([line(1, 1, 33.33, 4.5, 0)]).outTax).toBe(150);
  });

  it("gives margin 0 (not Infinity) for a product with zero cost", () => {
    const figures = salesFigures(productDayTotals([line(2, 0, 10, 18, 12)]));
    expect(figures).toMatchObject({ cost: 0, sales: 1000, profit: 1000, margin: 0, inTax: 0, outTax: 180, netProfit: 820, netMargin: 0 });
  });

  it("gives all zeros for a day with no sales", () => {
    const totals = productDayTotals([]);
    expect(salesFigures(totals)).toEqual({
      cost: 0,
      sales: 0,
      profit: 0,
      margin: 0,
      inTax: 0,
      outTax: 0,
      taxValue: 0,
      netProfit: 0,
      netMargin: 0,
    });
  });

  it("sums rounded figures exactly; margins come from the sums, not from averaging margins", () => {
    const a = productDayTotals([line(1, 10, 15)]); // margin 50%
    const b = productDayTotals([line(1, 30, 33)]); // margin 10%
    const both = addTotals([a, b]);
    expect(both).toMatchObject({ cost: 4000, sales: 4800 });
    expect(salesFigures(both).margin).toBe(20);
  });
});
