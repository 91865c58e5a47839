import type { StockTakingStatus } from "../../../shared/contracts/inventories";
import { money, quantity, unitCost } from "../../lib/entities/support/numbers";
import type { ProductCopy } from "../../lib/entities/product-copy";

/**
 * The two kinds of row an inventory's sheet holds (inventory-sheet.ts), apart from the modules that read and
 * change them (stock-takings.ts, inventory-products.ts), so the sheet depends on neither.
 */

/**
 * Stock takings (contagens, spec §3 StockTaking): counts of a product registered against the inventory in
 * counting, in their product's entry of the sheet.
 */
export interface StockTaking extends ProductCopy {
  id: number;
  takeDate: string;
  inventoryId: number;
  quantity: number;
  /** The product's stock when counted. */
  currentStock: number;
  /** The product's unit cost when counted (the inventory product's cost when it is the first count). */
  currentCost: number;
  status: StockTakingStatus;
  /** The key a floor count was registered with (POST /stock_taking): a re-send with it finds this count. */
  idempotencyKey?: string;
  /** Who registered it on the floor (POST /stock_taking): they may undo it while it is open. */
  userId?: number;
  /**
   * Bumped by the sheet write whenever the count changes (quantity, status...; inventory-sheet.ts), absent
   * (0) until then: an administrator's fix, close or removal sends back the version it read (record-version.ts).
   */
  version?: number;
}

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
