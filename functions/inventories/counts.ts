import { fitsUnit, wholeUnitMessage } from "../../shared/contracts/floor";
import type { RegisterCountBody } from "../../shared/contracts/inventories";
import { isStaleVersion, STALE_RECORD_MESSAGE } from "../../shared/contracts/record-version";
import { todayInSaoPaulo } from "../../shared/dates";
import { readSheetEntries, type SheetEntry } from "./storage/inventory-sheet";
import { activeProductByBarcode, getProduct, type Product } from "../lib/entities/products";
import { newStockTakingIds, openCount, type StockTaking } from "./storage/stock-takings";
import { groupNames } from "../lib/entities/refs";
import { Conflict, InvalidInput, NotFound } from "../lib/errors";
import { countEvent } from "../lib/metrics";
import { closeCountsOfEntry, withFixedCount, withoutCount } from "./close-counts";
import { INVENTORY_MESSAGES } from "./messages";
import {
  changeCountingSheet,
  countIn,
  inventoryProductIdsFor,
  locateOpenCount,
  locateOpenCounts,
  onFreshSheet,
  requireCountingInventoryId,
} from "./sheet-access";

/**
 * The counts of the inventory in counting (spec §4): fixed, closed or removed only while open; closing puts
 * them into their product's inventory product (close-counts.ts). Every rule is decided again on the entry as
 * the sheet write reads it, so of two parallel closes of one count one closes it and the other is refused.
 */

/** The counts as written, in the order of `countIds` (404 for one that went meanwhile). */
function countsAfter(entries: readonly SheetEntry[], countIds: readonly number[]): StockTaking[] {
  const written = new Map(entries.flatMap((entry) => entry.counts.map((count) => [count.id, count] as const)));
  return countIds.map((countId) => {
    const count = written.get(countId);
    if (!count) throw new NotFound(INVENTORY_MESSAGES.countNotFound(countId));
    return count;
  });
}

/**
 * The entry holding the count, as the sheet write read it (404 when it went meanwhile); 409 when the caller
 * sent the version it read and the count has changed since (record-version.ts). Decided on the fresh entry,
 * so of parallel changes sent with one version, one is written and the others are refused.
 */
function entryWithCount(entry: SheetEntry | undefined, countId: number, sentVersion?: number): SheetEntry {
  const count = countIn(entry, countId);
  if (!entry || !count) throw new NotFound(INVENTORY_MESSAGES.countNotFound(countId));
  if (isStaleVersion(sentVersion, count.version ?? 0)) throw new Conflict(STALE_RECORD_MESSAGE);
  return entry;
}

/** The one rule of a quantity in its unit (shared/contracts/floor.ts): no fraction of a whole unit. */
function requireFitsUnit(quantity: number, unit: string): void {
  if (!fitsUnit(quantity, unit)) throw new InvalidInput(wholeUnitMessage(unit));
}

export function fixCount(tenantId: string, countId: number, stock: number, sentVersion?: number): Promise<StockTaking> {
  return onFreshSheet(async () => {
    const { inventoryId, entry, count: located } = await locateOpenCount(tenantId, countId, "corrigir");
    requireFitsUnit(stock, located.unit);
    const written = await changeCountingSheet(
      tenantId,
      inventoryId,
      [entry.productId],
      (fresh) => withFixedCount(entryWithCount(fresh, countId, sentVersion), countId, stock),
      "corrigir contagens de",
    );
    const [count] = countsAfter(written, [countId]);
    if (!count) throw new NotFound(INVENTORY_MESSAGES.countNotFound(countId));
    return count;
  });
}

export function removeCount(tenantId: string, countId: number, sentVersion?: number): Promise<void> {
  return onFreshSheet(async () => {
    const { inventoryId, entry } = await locateOpenCount(tenantId, countId, "remover");
    await changeCountingSheet(
      tenantId,
      inventoryId,
      [entry.productId],
      (fresh) => withoutCount(entryWithCount(fresh, countId, sentVersion), countId),
      "remover contagens de",
    );
  });
}

export async function closeCount(tenantId: string, countId: number, sentVersion?: number): Promise<StockTaking> {
  const notOpen = (count: StockTaking) => new Conflict(INVENTORY_MESSAGES.countNotOpen("fechar", count.id, count.status));
  const [closed] = await closeCounts(tenantId, [countId], notOpen, sentVersion);
  if (!closed) throw new NotFound(INVENTORY_MESSAGES.countNotFound(countId));
  return closed;
}

/** Spec §4 bulk close: every selected count open, all closed together or none. */
export function closeCountSelection(tenantId: string, countIds: readonly number[]): Promise<StockTaking[]> {
  return closeCounts(tenantId, countIds, (count) => new Conflict(INVENTORY_MESSAGES.selectionNotOpen(count.id, count.status)));
}

/** `sentVersion`: the version read of the one count closed (closeCount). */
function closeCounts(
  tenantId: string,
  countIds: readonly number[],
  notOpen: (count: StockTaking) => Conflict,
  sentVersion?: number,
): Promise<StockTaking[]> {
  return onFreshSheet(async () => {
    const located = await locateOpenCounts(tenantId, countIds, "fechar", notOpen);
    const inventoryId = located[0]?.inventoryId ?? 0;
    const closingOf = new Map<number, number[]>();
    for (const { entry, count } of located) closingOf.set(entry.productId, [...(closingOf.get(entry.productId) ?? []), count.id]);
    const ids = await inventoryProductIdsFor(tenantId, [...new Map(located.map(({ entry }) => [entry.productId, entry])).values()]);
    const written = await changeCountingSheet(
      tenantId,
      inventoryId,
      [...closingOf.keys()],
      (fresh, productId) => {
        const closing = closingOf.get(productId) ?? [];
        for (const countId of closing) entryWithCount(fresh, countId, sentVersion);
        return fresh && closeCountsOfEntry(fresh, closing, ids, notOpen);
      },
      "fechar contagens de",
    );
    return countsAfter(written, countIds);
  });
}

async function productOfBody(tenantId: string, body: RegisterCountBody): Promise<Product> {
  if (body.product_id !== undefined) {
    const product = await getProduct(tenantId, body.product_id);
    if (!product) throw new NotFound(INVENTORY_MESSAGES.productNotFound(body.product_id));
    return product;
  }
  const barcode = body.barcode ?? "";
  const product = await activeProductByBarcode(tenantId, barcode);
  if (!product) throw new NotFound(INVENTORY_MESSAGES.barcodeNotFound(barcode));
  return product;
}

/** The count a user's key registered: keys belong to their user, as the floor's use/loss ones do. */
const withKey = (entry: SheetEntry | undefined, key: string | undefined, userId: number | undefined): StockTaking | undefined =>
  key === undefined ? undefined : entry?.counts.find((count) => count.idempotencyKey === key && count.userId === userId);

/**
 * POST /stock_taking (DESIGN §6, a standard user's floor count): an open count of a product, named by id or
 * barcode, against the inventory in counting, dated today in São Paulo unless told. With an idempotency key,
 * a re-send (a phone that lost the answer) registers nothing and answers the count the key registered; the
 * key is looked for among the user's counts of the product (another user's same key is another count),
 * decided on the fresh entry, so parallel re-sends register once. The count keeps who registered it
 * (`userId`), who may undo it while it is open (floor.ts).
 */
export async function registerCount(tenantId: string, body: RegisterCountBody, userId?: number): Promise<StockTaking> {
  const inventoryId = await requireCountingInventoryId(tenantId);
  const product = await productOfBody(tenantId, body);
  requireFitsUnit(body.quantity, product.unit);
  const key = body.idempotency_key;
  const registered = withKey((await readSheetEntries(tenantId, inventoryId, [product.id])).get(product.id), key, userId);
  if (registered) return registered;
  const [[id = 0], groups] = await Promise.all([newStockTakingIds(tenantId, 1), groupNames(tenantId)]);
  const count: StockTaking = {
    ...openCount({ id, takeDate: body.take_date ?? todayInSaoPaulo(), inventoryId, product, productId: product.id, quantity: body.quantity, groups }),
    ...(key === undefined ? {} : { idempotencyKey: key }),
    ...(userId === undefined ? {} : { userId }),
  };
  const [entry] = await changeCountingSheet(
    tenantId,
    inventoryId,
    [product.id],
    (fresh) => (withKey(fresh, key, userId) ? fresh : { productId: product.id, ...fresh, counts: [...(fresh?.counts ?? []), count] }),
    "registrar contagens em",
  );
  const stored = withKey(entry, key, userId) ?? countIn(entry, id);
  if (!stored) throw new NotFound(INVENTORY_MESSAGES.countNotFound(id));
  // Not a retry of one registered before (its idempotency key found on the sheet).
  if (stored.id === id) countEvent("CountRegistered");
  return stored;
}
