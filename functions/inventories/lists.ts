import type { InventoryRow, StockTakingRow, StockTakingStatusFilter } from "../../shared/contracts/inventories";
import { INVENTORY_PRODUCT_COLUMNS, STOCK_TAKING_COLUMNS } from "../../shared/contracts/inventories-columns";
import { columnsForm, type ListColumns } from "../../shared/wire/columns";
import { type Inventory, type InventoryTotals, listInventories } from "./storage/inventories";
import { type InventorySheet, readInventorySheet, readSheetStamp, readSheetVersions } from "./storage/inventory-sheet";
import { getNotableProduct, listNotableProducts } from "../notable_products/read";
import type { StockTaking } from "./storage/stock-takings";
import { BuiltFrom, cachedAnswer } from "../lib/request/answer-cache";
import type { ApiResult } from "../lib/request/http";
import { VersionedCache } from "../lib/versioned-cache";
import { requireInventory } from "./sheet-access";
import { inventoryTotals } from "./totals";
import { inventoryProductRow, inventoryRow, stockTakingRow } from "./wire";

/**
 * The inventories area's reads. The count and inventory product lists are built from the inventory's sheet
 * (one BatchGet) and kept in the warm function's memory by the versions of its buckets and the notable
 * products: asking again for an unchanged sheet reads only the versions and sends the answer already built.
 * A counting inventory's totals are live (computed from its sheet, kept the same way); finalize froze the
 * others' totals.
 */

const TOTALS_CACHE_ENTRIES = 1_000;
const liveTotals = new VersionedCache<InventoryTotals>(TOTALS_CACHE_ENTRIES);

const signatureOf = (versions: readonly number[]) => versions.join(".");

function productsOf(sheet: InventorySheet) {
  return sheet.entries.flatMap((entry) => (entry.product ? [entry.product] : []));
}

async function totalsOf(tenantId: string, inventory: Inventory): Promise<InventoryTotals> {
  if (inventory.status !== "counting") return inventory;
  const key = `${tenantId}#${inventory.id}`;
  const cached = liveTotals.get(key, signatureOf(await readSheetVersions(tenantId, inventory.id)));
  if (cached) return cached;
  const sheet = await readInventorySheet(tenantId, inventory.id);
  const totals = inventoryTotals(productsOf(sheet));
  liveTotals.set(key, signatureOf(sheet.versions), totals, 1);
  return totals;
}

export async function listInventoryRows(tenantId: string): Promise<InventoryRow[]> {
  const inventories = (await listInventories(tenantId)).sort((a, b) => a.id - b.id);
  return Promise.all(inventories.map(async (inventory) => inventoryRow(inventory, await totalsOf(tenantId, inventory))));
}

export async function inventoryDetail(tenantId: string, inventoryId: number): Promise<InventoryRow> {
  const inventory = await requireInventory(tenantId, inventoryId);
  return inventoryRow(inventory, await totalsOf(tenantId, inventory));
}

/** What names an inventory's answers in the answer cache (removed with the inventory). */
export const inventoryAnswersPrefix = (inventoryId: number) => `inventory#${inventoryId}#`;

/**
 * How long a sheet must go without a count before its lists' answers are stored in the table. While the
 * store counts, each count changes the sheet, so a stored answer (up to 0.75 MB gzipped for a full inventory,
 * about 1,100 write units) would be replaced before a fresh container read it; the warm function keeps it
 * in memory meanwhile.
 */
export const SHEET_QUIET_MS = 60_000;

/** An answer built from an inventory's sheet and the notable flags, or the one built before from the same versions. */
async function sheetAnswer<Row extends object>(
  tenantId: string,
  inventoryId: number,
  list: string,
  build: (sheet: InventorySheet, notable: ReadonlySet<number>) => Row[],
  compact: { inColumns: boolean; spec: ListColumns<Row> },
): Promise<ApiResult> {
  const [, stamp, notables] = await Promise.all([
    requireInventory(tenantId, inventoryId),
    readSheetStamp(tenantId, inventoryId),
    listNotableProducts(tenantId),
  ]);
  const notableIds = notables.map((row) => row.productId).sort((a, b) => a - b);
  const signature = (sheetVersions: readonly number[]) => `${signatureOf(sheetVersions)}|${notableIds.join(",")}`;
  const settled = Date.now() - stamp.changedAt >= SHEET_QUIET_MS;
  return cachedAnswer(
    tenantId,
    `${inventoryAnswersPrefix(inventoryId)}${list}`,
    signature(stamp.versions),
    async () => {
      const sheet = await readInventorySheet(tenantId, inventoryId);
      return new BuiltFrom(build(sheet, new Set(notableIds)), signature(sheet.versions));
    },
    { stored: settled, inColumns: compact.inColumns, columns: columnsForm(compact.spec, undefined) },
  );
}

/** GET /stock_taking?inventory_id=&status=: the inventory's counts of a status ("all" or absent: any), by id. */
export function countList(tenantId: string, inventoryId: number, status: StockTakingStatusFilter, inColumns = false): Promise<ApiResult> {
  return sheetAnswer(tenantId, inventoryId, `counts#${status}`, (sheet, notable) =>
    sheet.entries
      .flatMap((entry) => entry.counts)
      .filter((count) => status === "all" || count.status === status)
      .sort((a, b) => a.id - b.id)
      .map((count) => stockTakingRow(count, notable.has(count.productId))),
    { inColumns, spec: STOCK_TAKING_COLUMNS },
  );
}

/** GET /inventory_products?inventory_id=: one row per counted product, by product id. */
export function inventoryProductList(tenantId: string, inventoryId: number, inColumns = false): Promise<ApiResult> {
  return sheetAnswer(
    tenantId,
    inventoryId,
    "products",
    (sheet, notable) => productsOf(sheet).map((row) => inventoryProductRow(row, notable.has(row.productId))),
    { inColumns, spec: INVENTORY_PRODUCT_COLUMNS },
  );
}

/** A count as the screens show it, with its product's notable flag. */
export async function countAnswer(tenantId: string, count: StockTaking): Promise<StockTakingRow> {
  return stockTakingRow(count, (await getNotableProduct(tenantId, count.productId)) !== undefined);
}
