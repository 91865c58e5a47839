import type { InventoryProduct } from "./storage/inventory-products";
import { bucketOfProduct, type SheetEntry } from "./storage/inventory-sheet";
import { quantity } from "../lib/entities/support/numbers";

/**
 * The rules of processing an inventory into stock, as plain functions over its sheet.
 *
 * Which stock value wins when the store's systems changed a product's stock after it was counted: the count
 * fixes the stock as it was when counted (the inventory product's actual quantity), so processing moves the
 * stock by the count's difference, fixed - actual, on top of whatever the stock is now. Sales and entries
 * recorded after the count are kept, and a product whose stock did not change since ends at exactly its fixed
 * quantity. The movement sent to the store's systems is that same difference.
 */

/** An inventory product with its sheet entry: what one step of processing works on. */
export interface ProductToProcess {
  entry: SheetEntry;
  product: InventoryProduct;
}

/** The change of a product's stock: the count's difference, fixed - actual, in the unit's 3 decimals. */
export function stockChange(product: InventoryProduct): number {
  return quantity(product.fixedQuantity - product.actualQuantity);
}

/**
 * The inventory's products in the order they are processed: by the sheet bucket that holds them, then by
 * product id. A fixed order, so how many are done says which ones, and
 * products of one bucket come together, so each slice rewrites one bucket.
 */
export function processingOrder(entries: readonly SheetEntry[]): ProductToProcess[] {
  const products = entries.flatMap((entry) => (entry.product ? [{ entry, product: entry.product }] : []));
  return products
    .map((item) => ({ item, bucket: bucketOfProduct(item.entry.productId) }))
    .sort((a, b) => a.bucket - b.bucket || a.item.entry.productId - b.item.entry.productId)
    .map(({ item }) => item);
}

/**
 * Stock changes per slice: each one is a stock update and a movement in the slice's transaction, beside the
 * bucket, the progress and the movement counter (2 x 48 + 3 = 99 of DynamoDB's 100 items).
 */
export const MAX_CHANGES_PER_SLICE = 48;

/**
 * Where the slice that starts at `start` ends (exclusive): the products after it up to MAX_CHANGES_PER_SLICE
 * stock changes, all of one sheet bucket.
 */
export function sliceEnd(order: readonly ProductToProcess[], start: number): number {
  const first = order[start];
  if (!first) return start;
  const bucket = bucketOfProduct(first.entry.productId);
  let changes = 0;
  let end = start;
  for (; end < order.length; end++) {
    const next = order[end];
    if (!next || bucketOfProduct(next.entry.productId) !== bucket) break;
    const changing = stockChange(next.product) !== 0;
    if (changing && changes === MAX_CHANGES_PER_SLICE) break;
    if (changing) changes++;
  }
  return end;
}

/** Whether the entry's counts are all applied (nothing left to mark). */
export function countsApplied(entry: SheetEntry): boolean {
  return entry.counts.every((count) => count.status === "applied");
}

/** The entry with its closed counts applied (DESIGN §6: processing marks the counts applied). */
export function withCountsApplied(entry: SheetEntry): SheetEntry {
  return { ...entry, counts: entry.counts.map((count) => (count.status === "closed" ? { ...count, status: "applied" } : count)) };
}
