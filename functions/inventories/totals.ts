import type { InventoryTotals } from "./storage/inventories";
import type { InventoryProduct } from "./storage/inventory-products";
import { fromCents, sumCents, toCents } from "../../shared/money";

/**
 * The totals a finalize freezes (DESIGN §6): products, divergent (fixed != actual), positive (fixed > 0),
 * zeroed (fixed = 0), negative (actual < 0), and the actual and fixed values (sums of the rows' costs, in
 * integer cents: a total equals its rows to the cent).
 */
export function inventoryTotals(rows: readonly InventoryProduct[]): InventoryTotals {
  return {
    products: rows.length,
    divergentProducts: rows.filter((row) => row.fixedQuantity !== row.actualQuantity).length,
    positiveProducts: rows.filter((row) => row.fixedQuantity > 0).length,
    zeroedProducts: rows.filter((row) => row.fixedQuantity === 0).length,
    negativeProducts: rows.filter((row) => row.actualQuantity < 0).length,
    actualValue: fromCents(sumCents(rows.map((row) => toCents(row.actualCost)))),
    fixedValue: fromCents(sumCents(rows.map((row) => toCents(row.fixedCost)))),
  };
}
