import { describe, expect, it } from "vitest";
import { createItemMatcher, type FilterToken } from "../../../web/src/lists/filter-match";
import { formatNumberToken } from "../../../web/src/lists/filter-forms";
import { checkQuery, normalizeQuery } from "../../../web/src/lists/filter-normalize";
import { operatorsFor } from "../../../web/src/lists/filter-operators";
import { numberTokenValue, parseDateInput, parseDecimalInput } from "../../../web/src/lists/filter-values";
import { ORDER_COLUMNS, type OrderRow, order } from "./fixtures";

const ROWS: OrderRow[] = [
  order(1, { supplier: "Açúcar União", totalCost: 10.5, margin: 12.34, quantity: 1.234, date: "2025-03-07", status: "open" }),
  order(2, { supplier: "Café Pilão", totalCost: 1234.56, margin: 5, quantity: 2, date: "2025-03-08", status: "closed" }),
  order(3, { supplier: "Laticínios Bom Gosto", totalCost: 99.99, margin: 25.5, quantity: 0.5, date: "2025-02-28", status: "open" }),
];

const matcher = createItemMatcher(ORDER_COLUMNS);
const ids = (...tokens: FilterToken[]) =>
  ROWS.filter((row) => matcher(row, { operation: "and", tokens })).map((row) => row.id);

describe("filter inputs", () => {
  it("reads pt-BR numbers within the allowed decimals", () => {
    expect(parseDecimalInput("1.234,56", 2)).toBe(1234.56);
    expect(parseDecimalInput("R$ 10,5", 2)).toBe(10.5);
    expect(parseDecimalInput("12,5%", 2)).toBe(12.5);
    expect(parseDecimalInput("1.500", 3)).toBe(1500);
    expect(parseDecimalInput("1,234", 3)).toBe(1.234);
    expect(parseDecimalInput("1.5", 3)).toBe(1.5);
    expect(parseDecimalInput("-3,25", 2)).toBe(-3.25);
    expect(parseDecimalInput("1,2345", 3)).toBeNull();
    expect(parseDecimalInput("10,5", 0)).toBeNull();
    expect(parseDecimalInput("abc", 2)).toBeNull();
    expect(parseDecimalInput("", 2)).toBeNull();
  });

  it("reads dd/mm/yyyy (and dd/mm/yy, ISO) into YYYY-MM-DD, refusing days that do not exist", () => {
    expect(parseDateInput("07/03/2025")).toBe("2025-03-07");
    expect(parseDateInput("7/3/25")).toBe("2025-03-07");
    expect(parseDateInput("2025-03-07")).toBe("2025-03-07");
    expect(parseDateInput("31/02/2025")).toBeNull();
    expect(parseDateInput("2025/03/07")).toBeNull();
  });

  it("keeps number tokens unambiguous and shows them formatted", () => {
    expect(numberTokenValue(1.234)).toBe("1,234");
    expect(parseDecimalInput(numberTokenValue(1.234), 3)).toBe(1.234);
    expect(formatNumberToken("currency", "1234,5").replace(/\u00a0/g, " ")).toBe("R$ 1.234,50");
    expect(formatNumberToken("percent", "12,5")).toBe("12,50%");
  });
});

describe("token normalization", () => {
  it("stores dates as YYYY-MM-DD and numbers as canonical pt-BR text, whatever was typed", () => {
    const query = normalizeQuery(
      {
        operation: "and",
        tokens: [
          { propertyKey: "date", operator: ">=", value: "20/03/2025" },
          { propertyKey: "totalCost", operator: ">", value: "R$ 1.234,50" },
          { propertyKey: "quantity", operator: "=", value: "1.5" },
          { propertyKey: "supplier", operator: ":", value: "Café" },
          { operator: ":", value: "20/03/2025" },
        ],
      },
      ORDER_COLUMNS,
    );
    expect(query.tokens.map((token) => token.value)).toEqual(["2025-03-20", "1234,5", "1,5", "Café", "20/03/2025"]);
  });

  it("leaves out values invalid for their column and says why, keeping the valid ones", () => {
    const { query, rejected } = checkQuery(
      {
        operation: "or",
        tokens: [
          { propertyKey: "date", operator: "=", value: "ontem" },
          { propertyKey: "date", operator: "=", value: "31/02/2026" },
          { propertyKey: "margin", operator: ">=", value: "12,345" },
          { propertyKey: "id", operator: "=", value: "1,5" },
          { propertyKey: "margin", operator: ">=", value: "12,34" },
        ],
      },
      ORDER_COLUMNS,
    );
    expect(query).toEqual({ operation: "or", tokens: [{ propertyKey: "margin", operator: ">=", value: "12,34" }] });
    expect(rejected).toEqual([
      { text: "Data = ontem", reason: "Data inválida. Use dd/mm/aaaa" },
      { text: "Data = 31/02/2026", reason: "Data inválida. Use dd/mm/aaaa" },
      { text: "Margem >= 12,345", reason: "Valor inválido. Percentual, até 2 casas decimais (ex.: 12,5)" },
      { text: "Pedido = 1,5", reason: "Valor inválido. Número inteiro" },
    ]);
  });

  it("drops a token entered without a value, which would otherwise hide every row", () => {
    const query = normalizeQuery(
      {
        operation: "and",
        tokens: [
          { propertyKey: "totalCost", operator: ">", value: "" },
          { propertyKey: "supplier", operator: ":", value: "   " },
          { propertyKey: "supplier", operator: ":", value: "Café" },
        ],
      },
      ORDER_COLUMNS,
    );
    expect(query.tokens).toEqual([{ propertyKey: "supplier", operator: ":", value: "Café" }]);
    expect(ROWS.filter((row) => matcher(row, query)).map((row) => row.id)).toEqual([2]);
  });
});

describe("operators", () => {
  it("offers comparisons for figures and dates, contains/equals for text, equals for statuses", () => {
    expect(operatorsFor("currency")).toEqual(["=", "!=", ">", ">=", "<", "<="]);
    expect(operatorsFor("date")).toEqual(["=", "!=", ">", ">=", "<", "<="]);
    expect(operatorsFor("text")).toEqual([":", "!:", "=", "!="]);
    expect(operatorsFor("status")).toEqual(["=", "!="]);
  });
});

describe("item matching", () => {
  it("matches text ignoring case and accents", () => {
    expect(ids({ propertyKey: "supplier", operator: ":", value: "acucar" })).toEqual([1]);
    expect(ids({ propertyKey: "supplier", operator: "!:", value: "CAFÉ" })).toEqual([1, 3]);
    expect(ids({ propertyKey: "supplier", operator: "=", value: "café pilão" })).toEqual([2]);
  });

  it("compares money, percent and quantities as numbers typed the pt-BR way", () => {
    expect(ids({ propertyKey: "totalCost", operator: ">", value: "99,99" })).toEqual([2]);
    expect(ids({ propertyKey: "totalCost", operator: ">=", value: "R$ 99,99" })).toEqual([2, 3]);
    expect(ids({ propertyKey: "totalCost", operator: "=", value: "1.234,56" })).toEqual([2]);
    expect(ids({ propertyKey: "margin", operator: "<", value: "12,5" })).toEqual([1, 2]);
    expect(ids({ propertyKey: "quantity", operator: "=", value: "1,234" })).toEqual([1]);
    expect(ids({ propertyKey: "totalCost", operator: ">", value: "muito" })).toEqual([]);
  });

  it("compares dates by day, typed dd/mm/yyyy or kept as YYYY-MM-DD", () => {
    expect(ids({ propertyKey: "date", operator: ">=", value: "07/03/2025" })).toEqual([1, 2]);
    expect(ids({ propertyKey: "date", operator: "<", value: "2025-03-01" })).toEqual([3]);
    expect(ids({ propertyKey: "date", operator: "=", value: "08/03/25" })).toEqual([2]);
  });

  it("matches statuses by code or by label", () => {
    expect(ids({ propertyKey: "status", operator: "=", value: "open" })).toEqual([1, 3]);
    expect(ids({ propertyKey: "status", operator: "=", value: "fechado" })).toEqual([2]);
    expect(ids({ propertyKey: "status", operator: "!=", value: "open" })).toEqual([2]);
  });

  it("searches free text in what the list shows and in the raw values", () => {
    expect(ids({ operator: ":", value: "laticinios" })).toEqual([3]);
    expect(ids({ operator: ":", value: "1.234,56" })).toEqual([2]);
    expect(ids({ operator: ":", value: "07/03/25" })).toEqual([1]);
    expect(ids({ operator: "!:", value: "aberto" })).toEqual([2]);
  });

  it("combines tokens with and / or, and ignores unknown properties or operators", () => {
    const open = { propertyKey: "status", operator: "=", value: "open" };
    const cheap = { propertyKey: "totalCost", operator: "<", value: "50" };
    expect(ids(open, cheap)).toEqual([1]);
    expect(ROWS.filter((row) => matcher(row, { operation: "or", tokens: [cheap, { propertyKey: "status", operator: "=", value: "closed" }] })).map((row) => row.id)).toEqual([1, 2]);
    expect(ids({ propertyKey: "nope", operator: "=", value: "1" })).toEqual([]);
    expect(ids({ propertyKey: "status", operator: ">", value: "open" })).toEqual([]);
  });
});
