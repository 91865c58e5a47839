import * as z from "zod";
import { sourceKeys } from "../keys";
import { defineEntity, type EntityOf, stored } from "./support/entity";

/**
 * The stored purchase entry (NF-e header) and entry item, described once: entries.ts reads and upserts them,
 * entry-replacement.ts replaces an entry's items (the keys and access patterns are in entries.ts).
 */
export const entryEntity = defineEntity({
  keys: (tenantId, entry) => sourceKeys.entry(tenantId, entry.id),
  item: z.object({
    id: stored.number(),
    /** NF-e number. */
    number: stored.text(),
    date: stored.text(),
    supplierId: stored.number(),
    supplier: stored.text(),
    totalCost: stored.number(),
    icmsCredit: stored.number(),
    itemIds: stored.numbers(),
  }),
});

export type PurchaseEntry = EntityOf<typeof entryEntity>;

export const entryItemEntity = defineEntity({
  keys: (tenantId, item) => ({
    ...sourceKeys.entryItem(tenantId, item.id),
    gsi1pk: sourceKeys.entryItemsOfProduct(tenantId, item.productId),
    gsi1sk: sourceKeys.entryItemByDate(item.entryDate, item.entryId, item.id),
  }),
  item: z.object({
    id: stored.number(),
    entryId: stored.number(),
    entryNumber: stored.text(),
    entryDate: stored.text(),
    supplierId: stored.number(),
    supplier: stored.text(),
    productId: stored.number(),
    entryQuantity: stored.number(),
    entryUnit: stored.text(),
    entryUnitCost: stored.number(),
    fraction: stored.number(),
    quantity: stored.number(),
    unit: stored.text(),
    unitCost: stored.number(),
    totalCost: stored.number(),
    icmsCredit: stored.number(),
    /** Quantity (stock units) already written off against this item. */
    allocated: stored.number(),
  }),
});

export type PurchaseEntryItem = EntityOf<typeof entryItemEntity>;

