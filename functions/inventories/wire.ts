import type { InventoryProductRow, InventoryRow, MissingProductRow, StockTakingRow } from "../../shared/contracts/inventories";
import type { Inventory, InventoryTotals } from "./storage/inventories";
import type { InventoryProduct } from "./storage/inventory-products";
import type { Product } from "../lib/entities/products";
import type { StockTaking } from "./storage/stock-takings";
import { snakeCased } from "../lib/entities/support/case";
import { money, quantity } from "../lib/entities/support/numbers";

/** The inventories area's entities as its contract sends them (spec §3 field names, snake_case). */

export function inventoryRow(inventory: Inventory, totals: InventoryTotals): InventoryRow {
  const processing = inventory.processing;
  return {
    ...snakeCased(inventory, ["id", "year", "period", "periodStart", "periodEnd", "status"]),
    ...snakeCased(totals, ["products", "divergentProducts", "positiveProducts", "zeroedProducts", "negativeProducts", "actualValue", "fixedValue"]),
    processing: processing ? snakeCased(processing, ["status", "done", "total", "startedAt", "error"]) : null,
  };
}

const STOCK_TAKING_FIELDS = [
  "id", "takeDate", "inventoryId", "barcode", "groupId", "groupName", "productId", "product", "quantity", "unit", "currentStock", "status",
] as const;

export function stockTakingRow(count: StockTaking, notable: boolean): StockTakingRow {
  const row = snakeCased(count, STOCK_TAKING_FIELDS);
  return Object.assign(row, { notable, version: count.version ?? 0 });
}

export function inventoryProductRow(row: InventoryProduct, notable: boolean): InventoryProductRow {
  return {
    id: row.id,
    inventory_id: row.inventoryId,
    stock_taking_id: row.stockTakingId,
    product_id: row.productId,
    product: row.product,
    group_id: row.groupId,
    group_name: row.groupName,
    barcode: row.barcode,
    notable,
    actual_quantity: row.actualQuantity,
    fixed_quantity: row.fixedQuantity,
    unit: row.unit,
    unit_cost: row.unitCost,
    actual_cost: row.actualCost,
    fixed_cost: row.fixedCost,
    difference_quantity: quantity(row.fixedQuantity - row.actualQuantity),
    difference_cost: money(row.fixedCost - row.actualCost),
  };
}

export function missingProductRow(product: Pick<Product, "id" | "barcode" | "description" | "stock" | "unit">, notable: boolean): MissingProductRow {
  return {
    product_id: product.id,
    barcode: product.barcode,
    product: product.description,
    notable,
    quantity: product.stock,
    unit: product.unit,
  };
}
