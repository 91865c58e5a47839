import type { SortSpec } from "../sort";
import { col, type ListColumns } from "../wire/columns";
import type { InventoryProductRow, MissingProductRow, StockTakingRow } from "./inventories";

/**
 * An inventory's long lists in columns (shared/wire/columns.ts): a full inventory counts every product of
 * the store (15,000 on the large one). Nothing is derived: every figure travels as sent, in integers.
 */

/** The counts screen's order (spec §2.7), newest first: the order their head comes in. */
export const STOCK_TAKING_ORDER: SortSpec = [
  { key: "take_date", direction: "desc" },
  { key: "id", direction: "desc" },
];

/** GET /stock_taking?inventory_id=: counts by id, after their head. */
export const STOCK_TAKING_COLUMNS: ListColumns<StockTakingRow> = {
  list: "stock_taking",
  order: STOCK_TAKING_ORDER,
  columns: {
    id: col.integer({ delta: true }),
    take_date: col.text(),
    inventory_id: col.dictionary(),
    barcode: col.text(),
    group_id: col.dictionary(),
    group_name: col.dictionary(),
    product_id: col.integer({ delta: true }),
    product: col.text({ orderBy: "product_id" }),
    notable: col.dictionary(),
    quantity: col.quantity(),
    unit: col.dictionary(),
    current_stock: col.quantity(),
    status: col.dictionary(),
    version: col.dictionary(),
  },
};

/** The inventory products screen's whole list (spec §2.7), by product name: the order its head comes in. */
export const INVENTORY_PRODUCTS_ORDER: SortSpec = [{ key: "product", direction: "asc" }];

/** GET /inventory_products?inventory_id=: one row per counted product, by product id, after its head. */
export const INVENTORY_PRODUCT_COLUMNS: ListColumns<InventoryProductRow> = {
  list: "inventory_products",
  order: INVENTORY_PRODUCTS_ORDER,
  columns: {
    id: col.integer({ delta: true }),
    inventory_id: col.dictionary(),
    stock_taking_id: col.integer({ delta: true }),
    product_id: col.integer({ delta: true }),
    product: col.text(),
    group_id: col.dictionary(),
    group_name: col.dictionary(),
    barcode: col.text(),
    notable: col.dictionary(),
    actual_quantity: col.quantity(),
    fixed_quantity: col.quantity(),
    unit: col.dictionary(),
    unit_cost: col.fixed(4),
    actual_cost: col.money(),
    fixed_cost: col.money(),
    difference_quantity: col.quantity(),
    difference_cost: col.money(),
  },
};

/**
 * GET /inventories/:id/missing_products: the products with stock and no count yet, by product id; at the
 * start of an annual inventory, the whole store's.
 */
export const MISSING_PRODUCT_COLUMNS: ListColumns<MissingProductRow> = {
  list: "missing_products",
  columns: {
    product_id: col.integer({ delta: true }),
    barcode: col.text(),
    product: col.text(),
    notable: col.dictionary(),
    quantity: col.quantity(),
    unit: col.dictionary(),
  },
};
