import { describe, expect, it } from "vitest";
import { formatCurrency, formatInteger, formatPercent, formatQuantity, formatUnitCost } from "../../shared/format";

/** Intl separates "R$" from the number with a no-break space. */
const normalizeSpaces = (text: string) => text.replace(/\u00a0/g, " ");

describe("pt-BR numbers, for the screens and the reports", () => {
  it("formats BRL", () => {
    expect(normalizeSpaces(formatCurrency(1234.5))).toBe("R$ 1.234,50");
    expect(normalizeSpaces(formatCurrency(0))).toBe("R$ 0,00");
    expect(normalizeSpaces(formatCurrency(-9.999))).toBe("-R$ 10,00");
    expect(formatCurrency(null)).toBe("");
  });

  it("formats unit costs with 2 to 4 decimals", () => {
    expect(normalizeSpaces(formatUnitCost(26.4483))).toBe("R$ 26,4483");
    expect(normalizeSpaces(formatUnitCost(4.5))).toBe("R$ 4,50");
    expect(normalizeSpaces(formatUnitCost(1234.56789))).toBe("R$ 1.234,5679");
    expect(formatUnitCost(undefined)).toBe("");
  });

  it("formats percent figures with 2 decimals", () => {
    expect(formatPercent(12.345)).toBe("12,35%");
    expect(formatPercent(100)).toBe("100,00%");
    expect(formatPercent(-5)).toBe("-5,00%");
    expect(formatPercent(Number.NaN)).toBe("");
  });

  it("formats quantities with up to 3 decimals", () => {
    expect(formatQuantity(1234.5678)).toBe("1.234,568");
    expect(formatQuantity(2)).toBe("2");
    expect(formatQuantity(0.5)).toBe("0,5");
    expect(formatQuantity(undefined)).toBe("");
  });

  it("formats whole numbers with thousands grouped", () => {
    expect(formatInteger(1234)).toBe("1.234");
    expect(formatInteger(1_000_000)).toBe("1.000.000");
    expect(formatInteger(Number.POSITIVE_INFINITY)).toBe("");
  });
});
