/**
 * What other areas need to link to the inventories: the identity under which the inventory products list
 * (all of them, not a divergence view) saves its filter (lists/filter-storage.ts), so a link can land on it
 * already filtered.
 */
export const INVENTORY_PRODUCTS_LIST_ID = { section: "inventories", listId: "inventory_products" } as const;
