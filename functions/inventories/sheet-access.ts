import { countingGuardCheck, countingInventoryId, getInventory, type Inventory, listInventories } from "./storage/inventories";
import { newInventoryProductIds } from "./storage/inventory-products";
import { readInventorySheet, type SheetEntry, SheetChangeRefused, updateSheetEntries } from "./storage/inventory-sheet";
import type { StockTaking } from "./storage/stock-takings";
import { Conflict, NotFound } from "../lib/errors";
import { onFreshReads, StaleRead } from "../lib/entities/support/fresh-reads";
import { ReservedIds } from "./close-counts";
import { INVENTORY_MESSAGES } from "./messages";

/**
 * How this area finds its records and changes the counting inventory's sheet. Counts and inventory products
 * are found by id in the sheet of the inventory in counting (only there can they change); an id found in a
 * past inventory's sheet is refused (409: it is closed for good), an id found nowhere is 404.
 */

export async function requireInventory(tenantId: string, inventoryId: number): Promise<Inventory> {
  const inventory = await getInventory(tenantId, inventoryId);
  if (!inventory) throw new NotFound(INVENTORY_MESSAGES.inventoryNotFound(inventoryId));
  return inventory;
}

/** Spec §4: a counting inventory is finalized or removed, and only its counts change; `action` as the refusal says it. */
export function requireCounting(inventory: Inventory, action: string): void {
  if (inventory.status !== "counting") throw new Conflict(INVENTORY_MESSAGES.notCounting(action, inventory.status));
}

/** The inventory in counting, or 409 when there is none. */
export async function requireCountingInventoryId(tenantId: string): Promise<number> {
  const inventoryId = await countingInventoryId(tenantId);
  if (inventoryId === undefined) throw new Conflict(INVENTORY_MESSAGES.noCountingInventory);
  return inventoryId;
}

/** Where a record was found: the inventory and its product's entry. */
export interface Located {
  inventoryId: number;
  counting: boolean;
  entry: SheetEntry;
}

/** The sheets of the tenant's inventories, the counting one first, then the others newest first, until `found`. */
async function searchSheets(tenantId: string, found: (entry: SheetEntry) => boolean): Promise<Located | undefined> {
  const countingId = await countingInventoryId(tenantId);
  const inventories = (await listInventories(tenantId)).sort((a, b) => Number(b.id === countingId) - Number(a.id === countingId) || b.id - a.id);
  for (const inventory of inventories) {
    const entry = (await readInventorySheet(tenantId, inventory.id)).entries.find(found);
    if (entry) return { inventoryId: inventory.id, counting: inventory.id === countingId, entry };
  }
  return undefined;
}

export function countIn(entry: SheetEntry | undefined, countId: number): StockTaking | undefined {
  return entry?.counts.find((count) => count.id === countId);
}

export type LocatedCount = Located & { count: StockTaking };

/**
 * Open counts of the counting inventory, found by id (its sheet read once); 404 for the first id unknown,
 * 409 for the first not open: `notOpen` words it (by default: only open counts may be `action`).
 */
export async function locateOpenCounts(
  tenantId: string,
  countIds: readonly number[],
  action: string,
  notOpen: (count: StockTaking) => Conflict = (count) => new Conflict(INVENTORY_MESSAGES.countNotOpen(action, count.id, count.status)),
): Promise<LocatedCount[]> {
  const countingId = await countingInventoryId(tenantId);
  const sheet = countingId === undefined ? undefined : await readInventorySheet(tenantId, countingId);
  const entryOfCount = new Map(sheet?.entries.flatMap((entry) => entry.counts.map((count) => [count.id, entry] as const)));
  const located: LocatedCount[] = [];
  for (const countId of countIds) {
    const entry = entryOfCount.get(countId);
    const count = countIn(entry, countId);
    if (countingId !== undefined && entry && count) {
      if (count.status !== "open") throw notOpen(count);
      located.push({ inventoryId: countingId, counting: true, entry, count });
      continue;
    }
    const past = await searchSheets(tenantId, (candidate) => countIn(candidate, countId) !== undefined);
    const pastCount = countIn(past?.entry, countId);
    if (!pastCount) throw new NotFound(INVENTORY_MESSAGES.countNotFound(countId));
    // Registered in the counting inventory after its sheet was read above: decide again.
    if (past?.counting) throw new StaleRead();
    throw new Conflict(INVENTORY_MESSAGES.countOfPastInventory(action, countId, pastCount.status));
  }
  return located;
}

/** One open count (see locateOpenCounts). */
export async function locateOpenCount(tenantId: string, countId: number, action: string): Promise<LocatedCount> {
  const [located] = await locateOpenCounts(tenantId, [countId], action);
  if (!located) throw new NotFound(INVENTORY_MESSAGES.countNotFound(countId));
  return located;
}

/** An inventory product of the counting inventory, found by id; 404 when unknown, 409 when of a past inventory. */
export async function locateInventoryProduct(tenantId: string, id: number): Promise<Located> {
  const located = await searchSheets(tenantId, (entry) => entry.product?.id === id);
  if (!located) throw new NotFound(INVENTORY_MESSAGES.inventoryProductNotFound(id));
  if (!located.counting) throw new Conflict(INVENTORY_MESSAGES.productOfPastInventory(id));
  return located;
}

/**
 * A change of the counting inventory's sheet, written only while it is still the one in counting; when it
 * stopped counting meanwhile, the refusal says what it is now (`action` as in requireCounting).
 */
export async function changeCountingSheet(
  tenantId: string,
  inventoryId: number,
  productIds: readonly number[],
  change: (entry: SheetEntry | undefined, productId: number) => SheetEntry | undefined,
  action: string,
): Promise<SheetEntry[]> {
  try {
    return await updateSheetEntries(tenantId, inventoryId, productIds, change, { alsoRequire: [countingGuardCheck(tenantId, inventoryId)] });
  } catch (error) {
    if (!(error instanceof SheetChangeRefused)) throw error;
    requireCounting(await requireInventory(tenantId, inventoryId), action);
    throw new Conflict(INVENTORY_MESSAGES.noCountingInventory);
  }
}

/** Reserves one id per product (from `reserve`), so a change that runs again gives a product the same id. */
export async function reserveFor(productIds: readonly number[], reserve: (count: number) => Promise<number[]>): Promise<Map<number, number>> {
  const ids = await reserve(productIds.length);
  return new Map(productIds.map((productId, index) => [productId, ids[index] ?? 0]));
}

/** Inventory product ids for the entries that have none yet (they will when a count closes into them). */
export async function inventoryProductIdsFor(tenantId: string, entries: readonly SheetEntry[]): Promise<ReservedIds> {
  const without = entries.filter((entry) => !entry.product).map((entry) => entry.productId);
  return new ReservedIds(await reserveFor(without, (count) => newInventoryProductIds(tenantId, count)));
}

/** A change of this area on fresh reads: a lost race reads and decides again; 409 after a few (functions/lib/entities/support/fresh-reads.ts). */
export function onFreshSheet<T>(step: () => Promise<T>): Promise<T> {
  return onFreshReads(step, INVENTORY_MESSAGES.busy);
}
