import { ENTRIES_DEFAULT_DAYS, type EntryItemRow, type EntryRow, NFE_INPUT_MESSAGES } from "../../shared/contracts/nfe-imports";
import { getEntry, getEntryItems, listEntriesOfPeriod, type PurchaseEntry } from "../lib/entities/entries";
import { getProducts } from "../lib/entities/products";
import { NotFound } from "../lib/errors";
import { historyPeriod } from "../lib/period-input";
import { NFE_MESSAGES } from "./messages";

/**
 * GET /entries: every purchase entry (the ERP's and those imported from NF-e files) dated in a period
 * (default: defaultEntriesPeriod, the screen's too), newest first: one Query of the entries' date index, so a
 * store with thousands of entries reads only the period asked. GET /entries/{id}/items: an entry's lines.
 */
export function entryRow(entry: PurchaseEntry): EntryRow {
  return {
    id: entry.id,
    access_key: entry.accessKey,
    supplier_id: entry.supplierId,
    supplier: entry.supplier,
    number: entry.number,
    series: entry.series,
    date: entry.date,
    total: entry.totalCost,
    icms_credit: entry.icmsCredit,
    source: entry.source,
    status: entry.status,
  };
}

export async function listEntries(tenantId: string, query: { start_date?: string | undefined; end_date?: string | undefined }): Promise<EntryRow[]> {
  const period = historyPeriod(query, ENTRIES_DEFAULT_DAYS, NFE_INPUT_MESSAGES.period);
  return (await listEntriesOfPeriod(tenantId, period.start, period.end)).map(entryRow);
}

export async function listEntryItems(tenantId: string, entryId: number): Promise<EntryItemRow[]> {
  const entry = await getEntry(tenantId, entryId);
  if (!entry) throw new NotFound(NFE_MESSAGES.entryNotFound);
  const items = await getEntryItems(tenantId, entry.itemIds);
  const products = await getProducts(tenantId, [...items.values()].map((item) => item.productId));
  return entry.itemIds.flatMap((id) => {
    const item = items.get(id);
    if (!item) return [];
    return [
      {
        id: item.id,
        entry_id: item.entryId,
        product_id: item.productId,
        product: products.get(item.productId)?.description ?? "",
        entry_quantity: item.entryQuantity,
        entry_unit: item.entryUnit,
        entry_unit_cost: item.entryUnitCost,
        fraction: item.fraction,
        quantity: item.reversedQuantity ?? item.quantity,
        unit: item.unit,
        unit_cost: item.unitCost,
        total_cost: item.totalCost,
        icms_credit: item.icmsCredit,
        written_off: item.allocated,
      },
    ];
  });
}
