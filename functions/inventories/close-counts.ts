import { type InventoryProduct, normalizeInventoryProduct } from "../lib/entities/inventory-products";
import type { StockTaking } from "../lib/entities/stock-takings";
import { quantity } from "../lib/entities/support/numbers";
import type { ProductCopy } from "../lib/entities/support/product-copy";

/**
 * The inventory product a product's closed counts make (DESIGN §6): fixed quantity = the sum of the counts;
 * actual quantity and unit cost = the product's stock and cost when it was first counted; it names the last
 * count closed into it. Rounded, with its costs derived from quantities and unit cost.
 */
export function inventoryProductOfCounts(input: {
  id: number;
  inventoryId: number;
  product: ProductCopy;
  /** The product's closed counts, in the order they were closed. */
  counts: readonly StockTaking[];
  firstCounted: { stock: number; cost: number };
}): InventoryProduct {
  const last = input.counts[input.counts.length - 1];
  return normalizeInventoryProduct({
    id: input.id,
    inventoryId: input.inventoryId,
    stockTakingId: last?.id ?? 0,
    ...input.product,
    actualQuantity: input.firstCounted.stock,
    fixedQuantity: quantity(input.counts.reduce((sum, count) => sum + count.quantity, 0)),
    unitCost: input.firstCounted.cost,
    actualCost: 0,
    fixedCost: 0,
  });
}
