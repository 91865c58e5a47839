import { describe, expect, it } from "vitest";
import {
  closeCountsOfEntry,
  inventoryProductOfCounts,
  ReservedIds,
  withFixedCount,
  withoutCount,
  withoutInventoryProduct,
  withSettlingCount,
} from "../../functions/inventories/close-counts";
import { countingInventory } from "../../functions/inventories/open-counting";
import { periodRange } from "../../functions/inventories/period";
import { inventoryTotals } from "../../functions/inventories/totals";
import type { InventoryProduct } from "../../functions/inventories/storage/inventory-products";
import type { StockTaking } from "../../functions/inventories/storage/stock-takings";
import { Conflict } from "../../functions/lib/errors";
import { StaleRead } from "../../functions/lib/entities/support/fresh-reads";

const product = { productId: 10, barcode: "7891000000106", groupId: 1, groupName: "LATICÍNIOS", product: "LEITE UHT INTEGRAL 1L", unit: "L" };

const count = (id: number, quantity: number): StockTaking => ({
  id,
  takeDate: "2026-11-21",
  inventoryId: 7,
  ...product,
  quantity,
  currentStock: 40,
  currentCost: 4.2,
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

  it("sums the actual and the fixed values apart when the counts differ from the stock", () => {
    // Actual: 5 x 2,00 + 4 x 1,25 + 1 x 0,50 = 15,50. Fixed: 3 x 2,00 + 0 x 1,25 + 2,5 x 0,50 = 7,25.
    expect(inventoryTotals([row(3, 5, 2), row(0, 4, 1.25), row(2.5, 1, 0.5)])).toEqual({
      products: 3,
      divergentProducts: 3,
      positiveProducts: 2,
      zeroedProducts: 1,
      negativeProducts: 0,
      actualValue: 15.5,
      fixedValue: 7.25,
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

describe("a product's entry in the inventory sheet", () => {
  const open = (id: number, quantity: number, currentStock = 40, currentCost = 4.2): StockTaking => ({
    ...count(id, quantity),
    currentStock,
    currentCost,
    status: "open",
  });
  const ids = new ReservedIds(new Map([[10, 501]]));
  const notOpen = (taking: StockTaking) => new Conflict(`#${taking.id} não está aberta`);

  it("closes counts into a new inventory product with the stock and cost of the first count", () => {
    const entry = { productId: 10, counts: [open(1, 12, 40, 4.2), open(2, 3, 38, 4.5)] };
    const closed = closeCountsOfEntry(entry, [2], ids, notOpen);
    expect(closed.counts.map((taking) => [taking.id, taking.status])).toEqual([
      [1, "open"],
      [2, "closed"],
    ]);
    expect(closed.product).toMatchObject({ id: 501, stockTakingId: 2, actualQuantity: 40, fixedQuantity: 3, unitCost: 4.2, actualCost: 168, fixedCost: 12.6 });
    const both = closeCountsOfEntry(closed, [1], ids, notOpen);
    expect(both.product).toMatchObject({ id: 501, stockTakingId: 1, actualQuantity: 40, fixedQuantity: 15, fixedCost: 63 });
  });

  it("refuses to close a count that is not open, and asks to read again when no id was reserved", () => {
    const entry = { productId: 10, counts: [{ ...open(1, 12), status: "closed" as const }] };
    expect(() => closeCountsOfEntry(entry, [1], ids, notOpen)).toThrow("#1 não está aberta");
    expect(() => closeCountsOfEntry({ productId: 10, counts: [open(1, 12)] }, [1], new ReservedIds(new Map()), notOpen)).toThrow(StaleRead);
  });

  it("zeroes or confirms a missing product with a closed count, refusing one already in the inventory", () => {
    const zeroed = withSettlingCount(undefined, { ...open(7, 0, 5, 7.5), status: "closed" }, ids);
    expect(zeroed.product).toMatchObject({ actualQuantity: 5, fixedQuantity: 0, actualCost: 37.5, fixedCost: 0, stockTakingId: 7 });
    expect(() => withSettlingCount(zeroed, open(8, 0), ids)).toThrow("O produto #10 já está no inventário: ele não é um produto faltante.");
  });

  it("fixes and removes only open counts; a removed inventory product takes its closed counts, keeps the open ones", () => {
    const entry = closeCountsOfEntry({ productId: 10, counts: [open(1, 12), open(2, 3)] }, [1], ids, notOpen);
    expect(withFixedCount(entry, 2, 4.5).counts[1]?.quantity).toBe(4.5);
    expect(() => withFixedCount(entry, 1, 4.5)).toThrow("Só é possível corrigir contagens abertas: a contagem #1 está Fechada.");
    expect(() => withoutCount(entry, 1)).toThrow("Só é possível remover contagens abertas: a contagem #1 está Fechada.");
    expect(withoutCount({ productId: 10, counts: [open(2, 3)] }, 2)).toBeUndefined();
    expect(withoutInventoryProduct(entry)).toEqual({ productId: 10, counts: [open(2, 3)] });
    expect(withoutInventoryProduct({ ...entry, counts: entry.counts.filter((taking) => taking.status === "closed") })).toBeUndefined();
  });
});
