import { describe, expect, it } from "vitest";
import { createItemMatcher } from "../../../web/src/lists/filter-match";
import { computeTotals, marginOf, sumColumn } from "../../../web/src/lists/totals";
import type { ColumnDef } from "../../../web/src/lists/types";

interface SaleRow {
  group: string;
  cost: number;
  sales: number;
  profit: number;
  quantity: number;
}

const COLUMNS: readonly ColumnDef<SaleRow>[] = [
  { id: "group", header: "Grupo", type: "text" },
  { id: "quantity", header: "Quantidade", type: "quantity" },
  { id: "cost", header: "Custo", type: "currency" },
  { id: "sales", header: "Vendas", type: "currency" },
  { id: "profit", header: "Lucro", type: "currency" },
  { id: "margin", header: "Margem", type: "percent", value: (row) => marginOf(row.profit, row.cost) },
];

function row(group: string, cost: number, sales: number, quantity = 1): SaleRow {
  return { group, cost, sales, profit: Math.round((sales - cost) * 100) / 100, quantity };
}

describe("footer totals", () => {
  it("sums money to the cent where float addition drifts", () => {
    const rows = [row("A", 0.1, 1), row("B", 0.2, 1)];
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumColumn(rows, COLUMNS, "cost")).toBe(0.3);
    const many = Array.from({ length: 1000 }, (_, index) => row(`G${index}`, 0.01, 0.03));
    expect(sumColumn(many, COLUMNS, "cost")).toBe(10);
    expect(sumColumn(many, COLUMNS, "sales")).toBe(30);
  });

  it("rounds each row to the shown cents before adding, so the total equals the rows shown", () => {
    // 3 rows of 0.005 show as R$ 0,01 each (half away from zero): the total shows R$ 0,03.
    const rows = [row("A", 0.005, 0), row("B", 0.005, 0), row("C", 0.005, 0)];
    expect(sumColumn(rows, COLUMNS, "cost")).toBe(0.03);
  });

  it("sums quantities at 3 decimals", () => {
    const rows = [row("A", 0, 0, 0.1), row("B", 0, 0, 0.2), row("C", 0, 0, 1.234)];
    expect(sumColumn(rows, COLUMNS, "quantity")).toBe(1.534);
  });

  it("computes margin as summed profit x 100 / summed cost, 0 when cost is 0", () => {
    const rows = [row("A", 100, 150), row("B", 50, 55)];
    const [sum, margin] = computeTotals(rows, COLUMNS, [
      { column: "profit", kind: "sum" },
      { column: "margin", kind: "margin", profit: "profit", cost: "cost" },
    ]);
    expect(sum).toMatchObject({ column: "profit", label: "Lucro", type: "currency", value: 55 });
    expect(margin).toMatchObject({ column: "margin", label: "Margem", type: "percent", value: 36.67 });
    expect(computeTotals([row("A", 0, 10)], COLUMNS, [{ column: "margin", kind: "margin", profit: "profit", cost: "cost" }])[0]?.value).toBe(0);
  });

  it("takes custom totals and labels from the screen", () => {
    const rows = [row("A", 100, 150), row("B", 50, 55)];
    const [gross] = computeTotals(rows, COLUMNS, [
      {
        column: "margin",
        kind: "custom",
        label: "Margem Bruta",
        compute: (items) => marginOf(sumColumn(items, COLUMNS, "sales") - sumColumn(items, COLUMNS, "cost"), sumColumn(items, COLUMNS, "cost")),
      },
    ]);
    expect(gross).toEqual({ column: "margin", label: "Margem Bruta", type: "percent", value: 36.67 });
  });

  it("totals only the filtered items, across every page", () => {
    const rows = Array.from({ length: 45 }, (_, index) => row(index % 3 === 0 ? "Bebidas" : "Mercearia", 1.1, 2));
    const matcher = createItemMatcher(COLUMNS);
    const filtered = rows.filter((item) => matcher(item, { operation: "and", tokens: [{ propertyKey: "group", operator: "=", value: "bebidas" }] }));
    expect(filtered).toHaveLength(15);
    const [cost] = computeTotals(filtered, COLUMNS, [{ column: "cost", kind: "sum" }]);
    expect(cost?.value).toBe(16.5);
  });
});
