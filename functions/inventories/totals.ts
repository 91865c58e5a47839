import type { InventoryTotals } from "../lib/entities/inventories";
import type { InventoryProduct } from "../lib/entities/inventory-products";
import { money } from "../lib/entities/support/numbers";

/**
 * The totals a finalize freezes (DESIGN §6): products, divergent (fixed != actual), positive (fixed > 0),
 * zeroed (fixed = 0), negative (actual < 0), and the actual and fixed values (sums of the rows' costs).
 */
export function inventoryTotals(rows: readonly InventoryProduct[]): InventoryTotals {
  return {
    products: rows.length,
    divergentProducts: rows.filter((row) => row.fixedQuantity !== row.actualQuantity).length,
    positiveProducts: rows.filter((row) => row.fixedQuantity > 0).length,
    zeroedProducts: rows.filter((row) => row.fixedQuantity === 0).length,
    negativeProducts: rows.filter((row) => row.actualQuantity < 0).length,
    actualValue: money(rows.reduce((sum, row) => sum + row.actualCost, 0)),
    fixedValue: money(rows.reduce((sum, row) => sum + row.fixedCost, 0)),
  };
}
