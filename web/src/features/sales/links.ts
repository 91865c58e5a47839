/**
 * What other areas need to link to the sales lists: the identity under which each list saves its filter and
 * sort (lists/filter-storage.ts), so a link can land on a list already filtered or sorted.
 */
export const GROUP_SALES_LIST_ID = { section: "sales", listId: "group" } as const;
export const PRODUCT_SALES_LIST_ID = { section: "sales", listId: "product" } as const;
