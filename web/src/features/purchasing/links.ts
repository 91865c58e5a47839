/**
 * What other areas need to link to the purchase orders: the identity under which the orders list saves its
 * filter and sort (lists/filter-storage.ts), so a link can land on it already sorted.
 */
export const ORDERS_LIST_ID = { section: "purchase_orders", listId: "orders" } as const;
