import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boundedLineCost,
  boundedNumber,
  boundedValue,
  describeRange,
  isWithinBounds,
  MARGIN,
  MAX_MONEY,
  MAX_QUANTITY,
  MAX_UNIT_COST,
  MONEY,
  PRICE,
  QUANTITY,
  RATE,
  UNIT_COST,
} from "../../../shared/contracts/bounds";
import { notableProductFormSchema, notableProductUpdateSchema } from "../../../shared/contracts/notable-products";
import { MAX_SALES_PERIOD_DAYS } from "../../../shared/contracts/sales";
import { addTotals, productDayTotals, type SaleLineAmounts } from "../../../shared/formulas/sales";
import { hasAtMostDecimals, roundTo } from "../../../shared/money";

describe("bounded numbers: the rounded value is what is checked", () => {
  it("refuses what rounds to 0 where 0 is not allowed (0.001 % is not a margin, 0.0001 is not a quantity)", () => {
    expect(boundedValue(0.001, MARGIN, "positive")).toBeUndefined();
    expect(boundedValue(0.004, RATE, "positive")).toBeUndefined();
    expect(boundedValue(0.005, MARGIN, "positive")).toBe(0.01);
    expect(boundedValue(0.0001, QUANTITY, "positive")).toBeUndefined();
    expect(boundedValue(0.0005, QUANTITY, "positive")).toBe(0.001);
    // Where 0 is allowed the same value is simply 0.
    expect(boundedValue(0.0001, QUANTITY, "nonNegative")).toBe(0);
    expect(boundedValue(-0.0001, QUANTITY, "signed")).toBe(0);
  });

  it("rounds a computed value half away from zero to the kind's decimals: money 2, unit costs 4, quantities 3, percents 2", () => {
    expect(boundedValue(2.675, MONEY, "nonNegative")).toBe(2.68);
    expect(boundedValue(-2.675, MONEY, "signed")).toBe(-2.68);
    expect(boundedValue(7.123456, UNIT_COST, "nonNegative")).toBe(7.1235);
    expect(boundedValue(1.2345, QUANTITY, "positive")).toBe(1.235);
    expect(boundedValue(18.125, RATE, "nonNegative")).toBe(18.13);
    expect(boundedValue(2.345, PRICE, "nonNegative")).toBe(2.35);
  });

  it("accepts the bounds themselves and refuses a cent (or a thousandth) past them", () => {
    expect(boundedValue(MAX_MONEY, MONEY, "signed")).toBe(10_000_000);
    expect(boundedValue(-MAX_MONEY, MONEY, "signed")).toBe(-10_000_000);
    expect(boundedValue(MAX_MONEY + 0.01, MONEY, "signed")).toBeUndefined();
    expect(boundedValue(MAX_MONEY + 0.004, MONEY, "signed")).toBe(MAX_MONEY);
    expect(boundedValue(MAX_QUANTITY + 0.001, QUANTITY, "signed")).toBeUndefined();
    expect(boundedValue(-(MAX_QUANTITY + 0.001), QUANTITY, "signed")).toBeUndefined();
    expect(boundedValue(MAX_UNIT_COST + 0.0001, UNIT_COST, "nonNegative")).toBeUndefined();
    expect(boundedValue(100.01, RATE, "nonNegative")).toBeUndefined();
    expect(boundedValue(-0.01, MONEY, "nonNegative")).toBeUndefined();
  });

  it("refuses values past 2^53, infinities, NaN and anything that is not a number", () => {
    for (const value of [2 ** 53, 2 ** 53 + 2, 1e14, 1e308, -1e308, Number.POSITIVE_INFINITY, Number.NaN, "10", null, undefined]) {
      expect(boundedValue(value, MONEY, "signed"), String(value)).toBeUndefined();
    }
  });

  it("answers the same without rounding when the value is already inside (isWithinBounds)", () => {
    expect(isWithinBounds(MAX_MONEY + 0.004, MONEY, "signed")).toBe(true);
    expect(isWithinBounds(MAX_MONEY + 0.005, MONEY, "signed")).toBe(false);
    expect(isWithinBounds(0.0004, QUANTITY, "positive")).toBe(false);
    expect(isWithinBounds(0.0005, QUANTITY, "positive")).toBe(true);
    for (const value of [null, "5", Number.NaN, undefined, 1e14]) expect(isWithinBounds(value, MONEY, "signed"), String(value)).toBe(false);
  });

  it("holds a line's cost (quantity x unit cost) to the bounds of money", () => {
    expect(boundedLineCost(100, 100_000)).toBe(10_000_000);
    expect(boundedLineCost(-100, 100_000)).toBe(-10_000_000);
    expect(boundedLineCost(1_000_000, 10.0001)).toBeUndefined();
    expect(boundedLineCost(3, 0.3333)).toBe(1);
  });

  it("describes each range in pt-BR for the messages: money takes up to its decimals, the others are rounded", () => {
    expect(describeRange(MONEY, "signed")).toBe("de -10.000.000 a 10.000.000, com até 2 casas decimais");
    expect(describeRange(PRICE, "nonNegative")).toBe("de 0 a 100.000, com até 2 casas decimais");
    expect(describeRange(UNIT_COST, "nonNegative")).toBe("de 0 a 100.000, com até 4 casas decimais");
    expect(describeRange(QUANTITY, "positive")).toBe("de 0,001 a 1.000.000 (arredondado a 3 casas decimais)");
    expect(describeRange(RATE, "nonNegative")).toBe("de 0 a 100 (arredondado a 2 casas decimais)");
  });

  it("refuses money and unit costs with more decimals than they are stored with, instead of rounding them", () => {
    const money = boundedNumber(MONEY, "nonNegative", "Valor inválido.");
    const price = boundedNumber(PRICE, "positive", "Preço inválido.");
    const unitCost = boundedNumber(UNIT_COST, "nonNegative", "Custo inválido.");
    for (const value of [21.555, 0.001, 2.675, 10_000_000.001]) expect(money.safeParse(value).error?.issues[0]?.message, String(value)).toBe("Valor inválido.");
    expect(price.safeParse(21.555).error?.issues[0]?.message).toBe("Preço inválido.");
    expect(unitCost.safeParse(7.12345).error?.issues[0]?.message).toBe("Custo inválido.");
    expect(money.parse(21.56)).toBe(21.56);
    expect(money.parse(0.1 + 0.2)).toBe(0.3);
    expect(unitCost.parse(7.1235)).toBe(7.1235);
    expect(price.parse(MAX_UNIT_COST)).toBe(MAX_UNIT_COST);
    // Quantities and percents are still rounded to their decimals.
    expect(boundedNumber(RATE, "nonNegative", "x").parse(18.125)).toBe(18.13);
  });

  it("gives the zod schema the same answers, with the rounded value as its output", () => {
    const quantity = boundedNumber(QUANTITY, "positive", "Quantidade inválida.");
    expect(quantity.parse(1.0004)).toBe(1);
    for (const value of [0.0001, 0, -1, 2 ** 53, "1", undefined]) {
      const result = quantity.safeParse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Quantidade inválida.");
    }
  });

  it("agrees between the schema and boundedValue for any number with the kind's decimals (fixed seed)", () => {
    const schema = boundedNumber(MONEY, "nonNegative", "x");
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true, min: -2e7, max: 2e7 }), fc.integer({ min: -2e9, max: 2e9 }).map((cents) => cents / 100)), (value) => {
        const result = schema.safeParse(value);
        const expected = hasAtMostDecimals(value, 2) ? boundedValue(value, MONEY, "nonNegative") : undefined;
        expect(result.success ? result.data : undefined).toBe(expected);
        if (expected !== undefined) expect(expected).toBe(roundTo(value, 2));
      }),
      { seed: 20_261_121, numRuns: 500 },
    );
  });
});

describe("the bounds keep the sales sums exact", () => {
  it("sums a longest period of a large store with every line at the bounds without passing 2^53", () => {
    // A line at every bound at once: total R$ 10 million, 1,000,000 units, cost R$ 10 million, 100% taxes.
    const line: SaleLineAmounts = { quantity: MAX_QUANTITY, unitCost: MAX_MONEY / MAX_QUANTITY, total: MAX_MONEY, icmsOutRate: 100, icmsInRate: 100 };
    expect(boundedLineCost(line.quantity, line.unitCost)).toBe(MAX_MONEY);
    const LINES_A_DAY = 5_000;
    const day = productDayTotals(Array.from({ length: LINES_A_DAY }, () => line));
    expect(day.sales).toBe(LINES_A_DAY * MAX_MONEY * 100);
    const period = addTotals(Array.from({ length: MAX_SALES_PERIOD_DAYS }, () => day));
    // 400 days x 5,000 lines x 1e9 cents = 2e15, exact (addTotals refuses any sum past 2^53).
    expect(period).toEqual({ quantityMilli: 2e15, cost: 2e15, sales: 2e15, inTax: 2e15, outTax: 2e15 });
    expect(period.sales * 4.5).toBeLessThan(Number.MAX_SAFE_INTEGER);
  });
});

describe("notable product margin", () => {
  const margin = "Preencha o campo 'Margem Desejável'";

  it("refuses a margin that rounds to 0, on creation and on change", () => {
    for (const desired_margin of [0.001, 0.004, 0, -0.01]) {
      expect(notableProductFormSchema.safeParse({ product_id: 1, desired_margin }).error?.issues[0]?.message).toBe(margin);
      expect(notableProductUpdateSchema.safeParse({ desired_margin }).error?.issues[0]?.message).toBe(margin);
    }
  });

  it("stores the rounded margin it checked, up to 10,000 %", () => {
    expect(notableProductUpdateSchema.parse({ desired_margin: 0.005 })).toEqual({ desired_margin: 0.01 });
    expect(notableProductUpdateSchema.parse({ desired_margin: 25.456 })).toEqual({ desired_margin: 25.46 });
    expect(notableProductUpdateSchema.parse({ desired_margin: 10_000 })).toEqual({ desired_margin: 10_000 });
    expect(notableProductUpdateSchema.safeParse({ desired_margin: 10_000.01 }).success).toBe(false);
  });
});
