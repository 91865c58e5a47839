import * as z from "zod";
import { sourceKeys } from "../keys";
import { ENTRY_SOURCES, ENTRY_STATUSES } from "../../../shared/contracts/nfe-imports";
import { defineEntity, type EntityOf, stored } from "./support/entity";

/**
 * The stored purchase entry (NF-e header) and entry item, described once: entries.ts reads and upserts them,
 * entry-replacement.ts replaces an entry's items (the keys and access patterns are in entries.ts).
 */
export const entryEntity = defineEntity({
  keys: (tenantId, entry) => ({
    ...sourceKeys.entry(tenantId, entry.id),
    gsi1pk: sourceKeys.entriesByDate(tenantId),
    gsi1sk: sourceKeys.entryByDate(entry.date, entry.id),
  }),
  item: z.object({
    id: stored.number(),
    /** NF-e number. */
    number: stored.text(),
    /** NF-e series, "" when the ERP did not send it. */
    series: stored.text(),
    /** The NF-e's 44-character access key, "" when unknown (an ERP entry sent without it). */
    accessKey: stored.text(),
    /** Where it came from: the ERP's integration, or an NF-e file imported here (ids from APP_ENTRY_ID_BASE on). */
    source: stored.oneOf(ENTRY_SOURCES, "erp"),
    /** An imported entry may be reversed (its stock taken back) while nothing was written off against it. */
    status: stored.oneOf(ENTRY_STATUSES, "active"),
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
    /** The stock quantity an item of a reversed entry had (its quantity is then 0, so no write-off takes it). */
    reversedQuantity: stored.optionalNumber(),
    /** Set once a reversal took the item's stock back (with its movement): a resumed reversal skips it. */
    stockReturnedAt: stored.optionalText(),
  }),
});

export type PurchaseEntryItem = EntityOf<typeof entryItemEntity>;

