import { sourceKeys, padId } from "../keys";
import { putRequest, queryPartition, type StoredItem, writeAll } from "./support/dynamo";
import { num } from "./support/fields";
import { reserveIds } from "./support/ids";
import { money, quantity, unitCost } from "./support/numbers";
import { type ProductCopy, productCopyFromItem } from "./support/product-copy";

/**
 * Inventory products (spec §3 InventoryProduct): one per product counted in an inventory, made when a count
 * closes (fixed quantity = sum of its closed counts; actual quantity and unit cost = the product's stock and
 * cost when first counted). Unique per inventory and product by construction of the key.
 *
 * Keys: pk T#<t>#INVENTORY#<inventory id padded>#PRODUCT, sk <product id padded>;
 *       gsi1pk T#<t>#INVPRODUCT, gsi1sk <id padded>.
 * Access patterns:
 * - products of an inventory (GET /inventory_products?inventory_id=, finalize totals, missing products):
 *   Query pk.
 * - one inventory product by its id (DELETE /inventory_products/{id}): Query gsi1 gsi1sk = id, then act on
 *   its base key.
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

export function inventoryProductFromItem(item: StoredItem): InventoryProduct {
  return {
    id: num(item, "id"),
    inventoryId: num(item, "inventoryId"),
    stockTakingId: num(item, "stockTakingId"),
    ...productCopyFromItem(item),
    actualQuantity: num(item, "actualQuantity"),
    fixedQuantity: num(item, "fixedQuantity"),
    unitCost: num(item, "unitCost"),
    actualCost: num(item, "actualCost"),
    fixedCost: num(item, "fixedCost"),
  };
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

export function inventoryProductItem(tenantId: string, row: InventoryProduct): StoredItem {
  return {
    ...sourceKeys.inventoryProduct(tenantId, row.inventoryId, row.productId),
    gsi1pk: sourceKeys.inventoryProductsById(tenantId),
    gsi1sk: padId(row.id),
    ...normalizeInventoryProduct(row),
  };
}

export async function listInventoryProducts(tenantId: string, inventoryId: number): Promise<InventoryProduct[]> {
  return (await queryPartition(sourceKeys.inventoryProductsPartition(tenantId, inventoryId))).map(inventoryProductFromItem);
}


export function newInventoryProductIds(tenantId: string, count: number): Promise<number[]> {
  return reserveIds(tenantId, "inventoryProduct", count);
}

/** Writes complete rows as given (the demo store; the final write of closing counts). */
export async function putInventoryProducts(tenantId: string, rows: InventoryProduct[]): Promise<void> {
  await writeAll(rows.map((row) => putRequest(inventoryProductItem(tenantId, row))));
}
