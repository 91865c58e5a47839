import { describe, expect, it } from "vitest";
import { inventoryProductOfCounts } from "../../functions/inventories/close-counts";
import { countingInventory } from "../../functions/inventories/open-counting";
import { periodRange } from "../../functions/inventories/period";
import { inventoryTotals } from "../../functions/inventories/totals";
import type { InventoryProduct } from "../../functions/lib/entities/inventory-products";
import type { StockTaking } from "../../functions/lib/entities/stock-takings";

const product = { productId: 10, barcode: "7891000000106", groupId: 1, groupName: "LATICÍNIOS", product: "LEITE UHT INTEGRAL 1L", unit: "L" };

const count = (id: number, quantity: number): StockTaking => ({
  id,
  takeDate: "2026-11-21",
  inventoryId: 7,
  ...product,
  quantity,
  currentStock: 40,
  status: "closed",
});

describe("inventory period", () => {
  it("derives the period's first and last day", () => {
    expect(periodRange(2024, "first")).toEqual({ start: "2024-01-01", end: "2024-03-31" });
    expect(periodRange(2024, "annual")).toEqual({ start: "2024-01-01", end: "2024-12-31" });
    expect(periodRange(2023, "fourth")).toEqual({ start: "2023-10-01", end: "2023-12-31" });
  });
});

describe("opening an inventory", () => {
  it("opens it in counting over its period with zero totals", () => {
    expect(countingInventory(7, { year: 2024, period: "second", createdAt: "2024-04-02T10:00:00.000Z" })).toEqual({
      id: 7,
      year: 2024,
      period: "second",
      periodStart: "2024-04-01",
      periodEnd: "2024-06-30",
      status: "counting",
      createdAt: "2024-04-02T10:00:00.000Z",
      products: 0,
      divergentProducts: 0,
      positiveProducts: 0,
      zeroedProducts: 0,
      negativeProducts: 0,
      actualValue: 0,
      fixedValue: 0,
    });
  });
});

describe("closing counts into an inventory product", () => {
  it("fixes the sum of the counts, keeps the stock and cost when first counted and names the last count", () => {
    const row = inventoryProductOfCounts({
      id: 3,
      inventoryId: 7,
      product,
      counts: [count(88001, 12.5), count(88002, 0.1), count(88003, 0.2)],
      firstCounted: { stock: 40, cost: 4.20004 },
    });
    expect(row).toEqual({
      id: 3,
      inventoryId: 7,
      stockTakingId: 88003,
      ...product,
      actualQuantity: 40,
      fixedQuantity: 12.8,
      unitCost: 4.2,
      actualCost: 168,
      fixedCost: 53.76,
    });
  });
});

describe("finalize totals", () => {
  const row = (fixedQuantity: number, actualQuantity: number, unitCost = 2): InventoryProduct =>
    inventoryProductOfCounts({ id: 1, inventoryId: 7, product, counts: [count(1, fixedQuantity)], firstCounted: { stock: actualQuantity, cost: unitCost } });

  it("counts divergent, positive, zeroed and negative products and sums the values to the cent", () => {
    expect(inventoryTotals([row(5, 5), row(0, 3), row(2, -1), row(1.005, 1, 0.333)])).toEqual({
      products: 4,
      divergentProducts: 3,
      positiveProducts: 3,
      zeroedProducts: 1,
      negativeProducts: 1,
      actualValue: 14.33,
      fixedValue: 14.33,
    });
  });

  it("is all zero for an inventory with no products", () => {
    expect(inventoryTotals([])).toEqual({
      products: 0,
      divergentProducts: 0,
      positiveProducts: 0,
      zeroedProducts: 0,
      negativeProducts: 0,
      actualValue: 0,
      fixedValue: 0,
    });
  });
});
