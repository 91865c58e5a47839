import { readInventorySheet } from "./inventory-sheet";
import { reserveIds } from "./support/ids";
import { money, quantity, unitCost } from "./support/numbers";
import type { ProductCopy } from "./support/product-copy";

/**
 * Inventory products (spec §3 InventoryProduct): one per product counted in an inventory, made when its first
 * count closes (fixed quantity = sum of its closed counts; actual quantity and unit cost = the product's stock
 * and cost when first counted). They live in the inventory's sheet (inventory-sheet.ts), one per product's
 * entry, so an inventory has at most one per product by construction. Ids come from a per-tenant counter.
 */
export interface InventoryProduct extends ProductCopy {
  id: number;
  inventoryId: number;
  /** The last count closed into it. */
  stockTakingId: number;
  actualQuantity: number;
  fixedQuantity: number;
  unitCost: number;
  actualCost: number;
  fixedCost: number;
}

/** Rounded, with costs derived from quantities and unit cost (a total equals its rows to the cent). */
export function normalizeInventoryProduct(row: InventoryProduct): InventoryProduct {
  const cost = unitCost(row.unitCost);
  const actualQuantity = quantity(row.actualQuantity);
  const fixedQuantity = quantity(row.fixedQuantity);
  return {
    ...row,
    unitCost: cost,
    actualQuantity,
    fixedQuantity,
    actualCost: money(actualQuantity * cost),
    fixedCost: money(fixedQuantity * cost),
  };
}

/** The inventory products of an inventory, by product id. */
export async function listInventoryProducts(tenantId: string, inventoryId: number): Promise<InventoryProduct[]> {
  const sheet = await readInventorySheet(tenantId, inventoryId);
  return sheet.entries.flatMap((entry) => (entry.product ? [entry.product] : []));
}

export function newInventoryProductIds(tenantId: string, count: number): Promise<number[]> {
  return reserveIds(tenantId, "inventoryProduct", count);
}
