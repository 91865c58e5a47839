import { describe, expect, it } from "vitest";
import { PRODUCT_COLUMNS, type ProductColumn, type ProductDayTable } from "../../functions/sales/storage/sales-figures";
import { decodeTable, encodeTable } from "../../functions/lib/entities/support/columnar";
import { dayFigures, NO_GROUP } from "../../functions/sales/figures/day-figures";
import { groupTotals, productTotals, sumProductDays } from "../../functions/sales/figures/period-sums";

const line = (productId: number, quantity: number, unitCost: number, total: number) => ({
  productId,
  quantity,
  unitCost,
  total,
  icmsOutRate: 18,
  icmsInRate: 12,
});

function asTable(day: ReturnType<typeof dayFigures>): ProductDayTable {
  const columns = Object.fromEntries(PRODUCT_COLUMNS.map((name) => [name, day.products.map((p) => p[name])])) as Record<
    ProductColumn,
    number[]
  >;
  return { ...decodeTable(PRODUCT_COLUMNS, encodeTable(PRODUCT_COLUMNS, { rows: day.products.length, columns })), day: day.day };
}

describe("a day's figures", () => {
  it("sums products into groups and groups into the day, to the cent", () => {
    const groups = new Map([
      [1, 10],
      [2, 10],
      [3, 20],
    ]);
    const day = dayFigures(
      "2024-05-01",
      [line(1, 3, 10.1234, 45), line(1, 1.5, 10.1234, 22.49), line(2, 1, 0.3333, 0.5), line(3, 2, 0, 9.99), line(99, 1, 1, 2)],
      (id) => groups.get(id),
    );
    expect(day.products.map((p) => [p.productId, p.groupId, p.cost])).toEqual([
      [1, 10, 4556],
      [2, 10, 33],
      [3, 20, 0],
      [99, NO_GROUP, 100],
    ]);
    expect(day.groups.map((g) => [g.groupId, g.products, g.cost, g.sales])).toEqual([
      [NO_GROUP, 1, 100, 200],
      [10, 2, 4589, 6799],
      [20, 1, 0, 999],
    ]);
    expect(day.totals).toMatchObject({ cost: 4689, sales: 7998 });
  });

  it("is all zeros, with no rows, for a day without lines", () => {
    const day = dayFigures("2024-05-02", [], () => 1);
    expect(day).toEqual({
      day: "2024-05-02",
      products: [],
      groups: [],
      totals: { quantityMilli: 0, cost: 0, sales: 0, inTax: 0, outTax: 0 },
    });
  });
});

describe("period sums", () => {
  const monday = asTable(dayFigures("2024-05-06", [line(1, 1, 10, 15), line(2, 2, 5, 12)], () => 10));
  // Product 2 moved to group 20 on Tuesday.
  const tuesday = asTable(
    dayFigures("2024-05-07", [line(1, 1, 10, 16), line(2, 1, 5, 6)], (id) => (id === 2 ? 20 : 10)),
  );

  it("keeps a regrouped product in each group for its days, and merges it for the product list", () => {
    const entries = sumProductDays([monday, tuesday]);
    expect(entries.map((e) => [e.productId, e.groupId, e.sales])).toEqual([
      [1, 10, 3100],
      [2, 10, 1200],
      [2, 20, 600],
    ]);
    expect(productTotals(entries).map((p) => [p.productId, p.sales, p.quantityMilli])).toEqual([
      [1, 3100, 2000],
      [2, 1800, 3000],
    ]);
    expect(groupTotals(entries).map((g) => [g.groupId, g.products, g.sales])).toEqual([
      [10, 2, 4300],
      [20, 1, 600],
    ]);
  });

  it("filters one group", () => {
    expect(sumProductDays([monday, tuesday], 20).map((e) => [e.productId, e.sales])).toEqual([[2, 600]]);
  });
});
