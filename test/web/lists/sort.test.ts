import { describe, expect, it } from "vitest";
import { effectiveSort, sortItems } from "../../../web/src/lists/sort";
import type { ColumnDef } from "../../../web/src/lists/types";
import { ORDER_COLUMNS, ORDERS_LIST, order } from "./fixtures";

interface Product {
  id: number;
  product: string | null;
  sales: number | null;
  date?: string;
  status?: string;
}

const PRODUCT_COLUMNS: readonly ColumnDef<Product>[] = [
  { id: "id", header: "Código", type: "integer" },
  { id: "product", header: "Produto", type: "text" },
  { id: "sales", header: "Vendas", type: "currency" },
  { id: "date", header: "Data", type: "date" },
  {
    id: "status",
    header: "Classe",
    type: "status",
    options: { a: { label: "A", tone: "success" }, b: { label: "B", tone: "warning" } },
  },
];

const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);

describe("sortItems", () => {
  it("sorts by several keys, each in its own direction", () => {
    const rows = [
      order(1, { date: "2025-03-01", supplier: "Beta" }),
      order(2, { date: "2025-03-02", supplier: "Alfa" }),
      order(3, { date: "2025-03-01", supplier: "Alfa" }),
      order(4, { date: "2025-03-02", supplier: "Beta" }),
    ];
    const sorted = sortItems(rows, ORDERS_LIST.defaultSort, ORDER_COLUMNS);
    expect(ids(sorted)).toEqual([2, 4, 3, 1]);
  });

  it("is stable: equal rows keep their incoming order", () => {
    const rows = [10, 3, 7, 1, 5].map((id) => ({ id, product: "Igual", sales: 1 }));
    expect(ids(sortItems(rows, [{ key: "product", direction: "asc" }], PRODUCT_COLUMNS))).toEqual([10, 3, 7, 1, 5]);
    expect(ids(sortItems(rows, [{ key: "sales", direction: "desc" }], PRODUCT_COLUMNS))).toEqual([10, 3, 7, 1, 5]);
  });

  it("collates pt-BR: accents next to their letter, numbers inside text by value", () => {
    const names = ["Óleo", "Zebra", "abacaxi", "Água", "Item 10", "Item 2", "Ébano", "Café", "Cacau"];
    const rows = names.map((product, index) => ({ id: index, product, sales: 0 }));
    const sorted = sortItems(rows, [{ key: "product", direction: "asc" }], PRODUCT_COLUMNS).map((row) => row.product);
    expect(sorted).toEqual(["abacaxi", "Água", "Cacau", "Café", "Ébano", "Item 2", "Item 10", "Óleo", "Zebra"]);
  });

  it("compares figures as numbers and dates by their value", () => {
    const rows: Product[] = [
      { id: 1, product: "a", sales: 100, date: "2025-01-10" },
      { id: 2, product: "b", sales: 9.5, date: "2024-12-31" },
      { id: 3, product: "c", sales: 20, date: "2025-01-02T10:00:00-03:00" },
    ];
    expect(ids(sortItems(rows, [{ key: "sales", direction: "asc" }], PRODUCT_COLUMNS))).toEqual([2, 3, 1]);
    expect(ids(sortItems(rows, [{ key: "date", direction: "desc" }], PRODUCT_COLUMNS))).toEqual([1, 3, 2]);
  });

  it("puts missing values last in either direction", () => {
    const rows: Product[] = [
      { id: 1, product: null, sales: null },
      { id: 2, product: "b", sales: 5 },
      { id: 3, product: "", sales: 1 },
      { id: 4, product: "a", sales: 3 },
    ];
    expect(ids(sortItems(rows, [{ key: "sales", direction: "asc" }], PRODUCT_COLUMNS))).toEqual([3, 4, 2, 1]);
    expect(ids(sortItems(rows, [{ key: "sales", direction: "desc" }], PRODUCT_COLUMNS))).toEqual([2, 4, 3, 1]);
    expect(ids(sortItems(rows, [{ key: "product", direction: "desc" }], PRODUCT_COLUMNS))).toEqual([2, 4, 1, 3]);
  });

  it("sorts statuses by their label and fields that are not columns by their raw value", () => {
    const rows = [
      { id: 1, product: "x", sales: 0, status: "b", periodStart: "2025-02-01" },
      { id: 2, product: "y", sales: 0, status: "a", periodStart: "2025-01-01" },
    ];
    expect(ids(sortItems(rows, [{ key: "status", direction: "asc" }], PRODUCT_COLUMNS))).toEqual([2, 1]);
    expect(ids(sortItems(rows, [{ key: "periodStart", direction: "asc" }], PRODUCT_COLUMNS))).toEqual([2, 1]);
  });

  it("does not touch the incoming array", () => {
    const rows = [order(2), order(1)];
    sortItems(rows, [{ key: "id", direction: "asc" }], ORDER_COLUMNS);
    expect(ids(rows)).toEqual([2, 1]);
  });
});

describe("effectiveSort", () => {
  it("keeps the screen's default keys as tie-breakers after the user's key", () => {
    expect(effectiveSort([{ key: "totalCost", direction: "desc" }], ORDERS_LIST.defaultSort)).toEqual([
      { key: "totalCost", direction: "desc" },
      { key: "date", direction: "desc" },
      { key: "supplier", direction: "asc" },
    ]);
  });

  it("does not repeat a default key the user already sorts by", () => {
    expect(effectiveSort([{ key: "supplier", direction: "desc" }], ORDERS_LIST.defaultSort)).toEqual([
      { key: "supplier", direction: "desc" },
      { key: "date", direction: "desc" },
    ]);
  });

  it("falls back to the default when the user clears the sort", () => {
    expect(effectiveSort([], ORDERS_LIST.defaultSort)).toEqual(ORDERS_LIST.defaultSort);
  });

  it("orders by date descending then supplier when the user sorts by status (orders default)", () => {
    const rows = [
      order(1, { status: "open", date: "2025-03-01", supplier: "Beta" }),
      order(2, { status: "open", date: "2025-03-05", supplier: "Zeta" }),
      order(3, { status: "open", date: "2025-03-05", supplier: "Alfa" }),
      order(4, { status: "closed", date: "2025-03-09", supplier: "Alfa" }),
    ];
    const spec = effectiveSort([{ key: "status", direction: "asc" }], ORDERS_LIST.defaultSort);
    expect(ids(sortItems(rows, spec, ORDER_COLUMNS))).toEqual([3, 2, 1, 4]);
  });
});
