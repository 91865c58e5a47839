import { describe, expect, it } from "vitest";
import {
  countsApplied,
  MAX_CHANGES_PER_SLICE,
  processingOrder,
  sliceEnd,
  stockChange,
  withCountsApplied,
} from "../../functions/inventories/process-plan";
import { type InventoryProduct, normalizeInventoryProduct } from "../../functions/inventories/storage/inventory-products";
import { bucketOfProduct, type SheetEntry } from "../../functions/inventories/storage/inventory-sheet";
import type { StockTaking } from "../../functions/inventories/storage/stock-takings";

/** The rules of processing as plain functions: the stock change, the order and the slices. */

const copy = (productId: number) => ({ productId, barcode: `789${productId}`, groupId: 1, groupName: "MERCEARIA", product: `PRODUTO ${productId}`, unit: "UN" });

function product(productId: number, actualQuantity: number, fixedQuantity: number): InventoryProduct {
  return normalizeInventoryProduct({
    id: productId,
    inventoryId: 1,
    stockTakingId: productId,
    ...copy(productId),
    actualQuantity,
    fixedQuantity,
    unitCost: 2,
    actualCost: 0,
    fixedCost: 0,
  });
}

function count(productId: number, status: StockTaking["status"]): StockTaking {
  return { id: productId * 10, takeDate: "2025-12-30", inventoryId: 1, ...copy(productId), quantity: 1, currentStock: 1, currentCost: 2, status };
}

function entry(productId: number, actual: number, fixed: number, status: StockTaking["status"] = "closed"): SheetEntry {
  return { productId, product: product(productId, actual, fixed), counts: [count(productId, status)] };
}

/** The first `n` product ids from 1 whose entries live in `bucket`. */
function idsInBucket(bucket: number, n: number): number[] {
  const ids: number[] = [];
  for (let id = 1; ids.length < n; id++) if (bucketOfProduct(id) === bucket) ids.push(id);
  return ids;
}

describe("the stock change of a product", () => {
  it("is the count's difference, fixed - actual, in 3 decimals", () => {
    expect(stockChange(product(1, 12.345, 10.2))).toBe(-2.145);
    expect(stockChange(product(1, -3, 5))).toBe(8);
    expect(stockChange(product(1, 0.1, 0.3))).toBe(0.2);
    expect(stockChange(product(1, 8, 8))).toBe(0);
  });
});

describe("the processing order", () => {
  it("takes only entries with an inventory product, bucket by bucket, then by product id", () => {
    const ids = [...idsInBucket(3, 3), ...idsInBucket(0, 3)];
    const entries = [...ids.map((id) => entry(id, 1, 2)), { productId: 999_999, counts: [count(999_999, "open")] }];
    const order = processingOrder(entries).map((item) => item.entry.productId);
    expect(order).toEqual([...idsInBucket(0, 3), ...idsInBucket(3, 3)]);
  });
});

describe("a slice", () => {
  it("holds at most MAX_CHANGES_PER_SLICE stock changes, however many unchanged products come between", () => {
    const ids = idsInBucket(5, 120);
    const entries = ids.map((id, i) => (i % 2 === 0 ? entry(id, 10, 7) : entry(id, 4, 4)));
    const order = processingOrder(entries);
    const end = sliceEnd(order, 0);
    const changes = order.slice(0, end).filter((item) => stockChange(item.product) !== 0).length;
    expect(changes).toBe(MAX_CHANGES_PER_SLICE);
    // The 48 changes at even positions, and the unchanged product after the last of them.
    expect(end).toBe(2 * MAX_CHANGES_PER_SLICE);
    expect(sliceEnd(order, end)).toBeGreaterThan(end);
  });

  it("never crosses into another bucket", () => {
    const entries = [...idsInBucket(1, 2), ...idsInBucket(2, 2)].map((id) => entry(id, 1, 2));
    const order = processingOrder(entries);
    expect(sliceEnd(order, 0)).toBe(2);
    expect(sliceEnd(order, 2)).toBe(4);
    expect(sliceEnd(order, 4)).toBe(4);
  });
});

describe("applying the counts", () => {
  it("turns closed counts into applied, and tells when an entry has nothing left to apply", () => {
    const closed = entry(1, 1, 2);
    expect(countsApplied(closed)).toBe(false);
    const applied = withCountsApplied(closed);
    expect(applied.counts.map((c) => c.status)).toEqual(["applied"]);
    expect(countsApplied(applied)).toBe(true);
    expect(applied.product).toEqual(closed.product);
  });
});
