import { describe, expect, it } from "vitest";
import {
  formatCurrency,
  formatDate,
  formatListDate,
  formatPercent,
  formatQuantity,
  parseDate,
  toIsoDate,
} from "../../web/src/app/format";

/** Intl separates "R$" from the number with a no-break space. */
const normalizeSpaces = (text: string) => text.replace(/\u00a0/g, " ");

describe("numbers", () => {
  it("formats BRL", () => {
    expect(normalizeSpaces(formatCurrency(1234.5))).toBe("R$ 1.234,50");
    expect(normalizeSpaces(formatCurrency(0))).toBe("R$ 0,00");
    expect(normalizeSpaces(formatCurrency(-9.999))).toBe("-R$ 10,00");
    expect(formatCurrency(null)).toBe("");
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
});

describe("dates", () => {
  it("reads YYYY-MM-DD as that local day, without a timezone shift", () => {
    const date = parseDate("2025-01-01");
    expect(date?.getFullYear()).toBe(2025);
    expect(date?.getMonth()).toBe(0);
    expect(date?.getDate()).toBe(1);
    expect(parseDate("2025-02-30")).toBeNull();
    expect(parseDate("not a date")).toBeNull();
  });

  it("formats dd/mm/yyyy and, in lists, dd/mm/yy", () => {
    expect(formatDate("2025-03-07")).toBe("07/03/2025");
    expect(formatListDate("2025-03-07")).toBe("07/03/25");
    expect(formatDate(new Date(2024, 11, 31))).toBe("31/12/2024");
    expect(formatListDate("2009-10-05")).toBe("05/10/09");
    expect(formatDate("")).toBe("");
  });

  it("writes the server's YYYY-MM-DD from a local date", () => {
    expect(toIsoDate(new Date(2025, 0, 9, 23, 59))).toBe("2025-01-09");
    expect(toIsoDate(parseDate("2025-12-31") ?? new Date(0))).toBe("2025-12-31");
  });
});
