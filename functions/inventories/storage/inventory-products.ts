import { readInventorySheet } from "./inventory-sheet";
import { reserveIds } from "../../lib/entities/support/ids";
import type { InventoryProduct } from "./sheet-rows";

export { type InventoryProduct, normalizeInventoryProduct } from "./sheet-rows";

/** The inventory products of an inventory, by product id. */
export async function listInventoryProducts(tenantId: string, inventoryId: number): Promise<InventoryProduct[]> {
  const sheet = await readInventorySheet(tenantId, inventoryId);
  return sheet.entries.flatMap((entry) => (entry.product ? [entry.product] : []));
}

export function newInventoryProductIds(tenantId: string, count: number): Promise<number[]> {
  return reserveIds(tenantId, "inventoryProduct", count);
}
