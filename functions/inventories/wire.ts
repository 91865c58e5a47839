import type { InventoryProductRow, InventoryRow, MissingProductRow, StockTakingRow } from "../../shared/contracts/inventories";
import type { Inventory, InventoryTotals } from "./storage/inventories";
import type { InventoryProduct } from "./storage/inventory-products";
import type { Product } from "../lib/entities/products";
import type { StockTaking } from "./storage/stock-takings";
import { money, quantity } from "../lib/entities/support/numbers";

/** The inventories area's entities as its contract sends them (spec §3 field names, snake_case). */

export function inventoryRow(inventory: Inventory, totals: InventoryTotals): InventoryRow {
  const processing = inventory.processing;
  return {
    id: inventory.id,
    year: inventory.year,
    period: inventory.period,
    period_start: inventory.periodStart,
    period_end: inventory.periodEnd,
    status: inventory.status,
    products: totals.products,
    divergent_products: totals.divergentProducts,
    positive_products: totals.positiveProducts,
    zeroed_products: totals.zeroedProducts,
    negative_products: totals.negativeProducts,
    actual_value: totals.actualValue,
    fixed_value: totals.fixedValue,
    processing: processing
      ? {
          status: processing.status,
          done: processing.done,
          total: processing.total,
          started_at: processing.startedAt,
          ...(processing.error === undefined ? {} : { error: processing.error }),
        }
      : null,
  };
}

export function stockTakingRow(count: StockTaking, notable: boolean): StockTakingRow {
  return {
    id: count.id,
    take_date: count.takeDate,
    inventory_id: count.inventoryId,
    barcode: count.barcode,
    group_id: count.groupId,
    group_name: count.groupName,
    product_id: count.productId,
    product: count.product,
    notable,
    quantity: count.quantity,
    unit: count.unit,
    current_stock: count.currentStock,
    status: count.status,
    version: count.version ?? 0,
  };
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
