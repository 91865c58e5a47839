import { fromCents, toCents } from "../../shared/money";
import type { InventoryTotals } from "../inventories/read";
import { inventoryTotals, readInventorySheet, readSheetVersions } from "../inventories/read";
import { VersionedCache } from "../lib/versioned-cache";

/**
 * How far the counting inventory got, from its sheet: its live totals (the inventories list's own
 * inventoryTotals), the products already in it, the divergence split into losses and gains (the 'Perdas' and
 * 'Sobras' of its products list) and the counts still open. Kept in a warm function by the sheet's bucket
 * versions, as the inventories lists keep theirs: an unchanged sheet costs one projected BatchGet.
 */
export interface SheetProgress {
  totals: InventoryTotals;
  productIds: ReadonlySet<number>;
  losses: number;
  gains: number;
  openCounts: number;
}

const PROGRESS_CACHE_ENTRIES = 100;
const progressCache = new VersionedCache<SheetProgress>(PROGRESS_CACHE_ENTRIES);

export async function sheetProgress(tenantId: string, inventoryId: number): Promise<SheetProgress> {
  const key = `${tenantId}#${inventoryId}`;
  const cached = progressCache.get(key, (await readSheetVersions(tenantId, inventoryId)).join("."));
  if (cached) return cached;
  const sheet = await readInventorySheet(tenantId, inventoryId);
  const products = sheet.entries.flatMap((entry) => (entry.product ? [entry.product] : []));
  let losses = 0;
  let gains = 0;
  for (const product of products) {
    const difference = toCents(product.fixedCost) - toCents(product.actualCost);
    if (difference < 0) losses += difference;
    else gains += difference;
  }
  const progress: SheetProgress = {
    totals: inventoryTotals(products),
    productIds: new Set(products.map((product) => product.productId)),
    losses: fromCents(losses),
    gains: fromCents(gains),
    openCounts: sheet.entries.reduce((sum, entry) => sum + entry.counts.filter((count) => count.status === "open").length, 0),
  };
  progressCache.set(key, sheet.versions.join("."), progress, 1);
  return progress;
}
