import { describe, expect, it } from "vitest";
import {
  belowDesiredMargin,
  handlesOfMargins,
  isNotableLossEditChanged,
  marginsOfHandles,
  newPricingBodyOf,
  newPricingFormSchema,
  notableLossEditSchema,
  PRICING_INPUT_MESSAGES,
  recomputeNotableLoss,
  separateHandles,
  unitSaleForTypedMargin,
} from "../../../shared/contracts/pricing";
import { addDays, todayInSaoPaulo } from "../../../shared/dates";
import { AZEITE } from "../../support/notable-loss-row";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the new-pricing slider (spec §5)", () => {
  it("reads A as the first handle, B as the gap and C as 100 minus the second handle", () => {
    expect(marginsOfHandles([50, 80])).toEqual({ a: 50, b: 30, c: 20 });
    expect(handlesOfMargins({ a: 50, b: 30 })).toEqual([50, 80]);
    expect(marginsOfHandles([5, 95])).toEqual({ a: 5, b: 90, c: 5 });
  });

  it("never lets the handles coincide: the moved one steps back by 5, or the other steps aside at the end", () => {
    expect(separateHandles([80, 80], 0)).toEqual([75, 80]);
    expect(separateHandles([50, 50], 1)).toEqual([50, 55]);
    expect(separateHandles([5, 5], 0)).toEqual([5, 10]);
    expect(separateHandles([95, 95], 1)).toEqual([90, 95]);
    expect(separateHandles([40, 60], 1)).toEqual([40, 60]);
  });
});

describe("the new-pricing form", () => {
  const today = todayInSaoPaulo();
  const form = { period: [addDays(today, -30), today], a_class_margin: 50, b_class_margin: 30, c_class_margin: 20 };

  it("takes a period of exactly two days ending today at the latest, and margins summing 100", () => {
    const parsed = newPricingFormSchema.parse(form);
    expect(newPricingBodyOf(parsed)).toEqual({ period_start: addDays(today, -30), period_end: today, a_class_margin: 50, b_class_margin: 30, c_class_margin: 20 });
  });

  it("answers the spec's messages", () => {
    expect(firstMessage(newPricingFormSchema.safeParse({ ...form, period: [today] }))).toBe(PRICING_INPUT_MESSAGES.period);
    expect(firstMessage(newPricingFormSchema.safeParse({ ...form, period: null }))).toBe(PRICING_INPUT_MESSAGES.period);
    expect(firstMessage(newPricingFormSchema.safeParse({ ...form, period: [today, addDays(today, 1)] }))).toBe(PRICING_INPUT_MESSAGES.periodAfterToday);
    expect(firstMessage(newPricingFormSchema.safeParse({ ...form, a_class_margin: undefined }))).toBe(PRICING_INPUT_MESSAGES.aClassMargin);
    expect(firstMessage(newPricingFormSchema.safeParse({ ...form, b_class_margin: 0 }))).toBe(PRICING_INPUT_MESSAGES.bClassMargin);
    expect(firstMessage(newPricingFormSchema.safeParse({ ...form, c_class_margin: 25 }))).toBe(PRICING_INPUT_MESSAGES.marginsTotal);
  });
});

describe("the notable-loss edit dialog", () => {
  // The worked example's row as the API sends it (suggested 11.99 with the ,99 ending).
  const row = AZEITE;

  it("recomputes the new totals, taxes, profit and margins live", () => {
    expect(recomputeNotableLoss(row, 11.99)).toEqual({
      new_unit_sale: 11.99,
      new_total_sales: 1199,
      new_total_taxes: 119.82,
      new_total_profit: 279.18,
      new_margin: 34.9,
      new_gross_margin: 49.88,
    });
    expect(recomputeNotableLoss(row, 12.49)).toMatchObject({ new_total_sales: 1249, new_total_taxes: 128.82, new_total_profit: 320.18, new_margin: 40.02 });
  });

  it("back-computes the price of a typed margin and guards the desired margin", () => {
    expect(unitSaleForTypedMargin(row, 40)).toBe(12.49);
    expect(unitSaleForTypedMargin(row, 30)).toBe(11.52);
    expect(belowDesiredMargin(row, 11.51)).toBe(true);
    expect(belowDesiredMargin(row, 11.52)).toBe(false);
  });

  it("submits only a changed price above 0", () => {
    expect(isNotableLossEditChanged(row, 11.99)).toBe(false);
    expect(isNotableLossEditChanged(row, 11.991)).toBe(false);
    expect(isNotableLossEditChanged(row, 12)).toBe(true);
    expect(firstMessage(notableLossEditSchema.safeParse({ new_unit_sale: 0 }))).toBe(PRICING_INPUT_MESSAGES.newUnitSale);
  });

  it("refuses a new sale price with more than 2 decimals with the field's message (21,555 was saved as 21,56)", () => {
    for (const new_unit_sale of [21.555, 12.345, 0.001, 19.9901]) {
      expect(firstMessage(notableLossEditSchema.safeParse({ new_unit_sale })), String(new_unit_sale)).toBe(PRICING_INPUT_MESSAGES.newUnitSale);
    }
    expect(notableLossEditSchema.parse({ new_unit_sale: 21.56 })).toEqual({ new_unit_sale: 21.56 });
    // Binary noise is not a decimal: 0.1 + 0.2 is 0,30.
    expect(notableLossEditSchema.parse({ new_unit_sale: 0.1 + 0.2 })).toEqual({ new_unit_sale: 0.3 });
  });
});
