import { camelCased } from "../../lib/entities/support/case";
import { QUANTITY } from "../../../shared/contracts/bounds";
import type { StockTakingStatus } from "../../../shared/contracts/inventories";
import { Conflict, InvalidInput } from "../../lib/errors";
import { countingGuardCheck, countingInventoryId } from "./inventories";
import type { StockTaking } from "./sheet-rows";
import { readInventorySheet, type SheetEntry, SheetChangeRefused, updateSheetEntries } from "./inventory-sheet";
import type { Product } from "../../lib/entities/products";
import { reserveIds } from "../../lib/entities/support/ids";
import { copyProduct } from "../../lib/entities/product-copy";
import { groupNames, requireProducts, requireUnitQuantities } from "../../lib/entities/refs";
import { type Indexed, lastById } from "../../lib/entities/support/rows";
import { amount, isoDate, positiveId, record, sourceId } from "../../lib/entities/support/wire";

/**
 * Stock takings (contagens, spec §3 StockTaking): counts of a product registered against the inventory in
 * counting, by the integration (open counts) and by the back office. They live in the inventory's sheet
 * (inventory-sheet.ts), in their product's entry, in the order they arrived. Product fields are copied from
 * the product when the product is first counted; currentStock and currentCost are the product's stock and
 * cost when counted.
 * Ids: the source's ids are below 1,000,000,000; counts the back office creates take ids from
 * 1,000,000,000 on (newStockTakingIds), so the two never collide.
 */

export type { StockTaking } from "./sheet-rows";

export interface StockTakingInput {
  id: number;
  takeDate: string;
  productId: number;
  quantity: number;
}

export const APP_STOCK_TAKING_ID_BASE = 1_000_000_000;
/** Wire: { "id": 88001, "take_date": "2026-11-21", "product_id": 990001, "quantity": 38 } */
export const stockTakingWire = record({
  id: sourceId(APP_STOCK_TAKING_ID_BASE),
  take_date: isoDate(),
  product_id: positiveId(),
  quantity: amount(QUANTITY, "nonNegative"),
}).transform((wire): StockTakingInput => camelCased(wire));

/** An open count of a product as it is now (stock and cost when counted, its copy of the product). */
export function openCount(input: {
  id: number;
  takeDate: string;
  inventoryId: number;
  product: Product | undefined;
  productId: number;
  quantity: number;
  groups: Map<number, string>;
}): StockTaking {
  return {
    id: input.id,
    takeDate: input.takeDate,
    inventoryId: input.inventoryId,
    ...copyProduct(input.productId, input.product, input.groups),
    quantity: input.quantity,
    currentStock: input.product?.stock ?? 0,
    currentCost: input.product?.cost ?? 0,
    status: "open",
  };
}

/** The counts of an inventory, optionally of one status, by id. */
export async function listStockTakings(tenantId: string, inventoryId: number, status?: StockTakingStatus): Promise<StockTaking[]> {
  const sheet = await readInventorySheet(tenantId, inventoryId);
  return sheet.entries
    .flatMap((entry) => entry.counts)
    .filter((count) => status === undefined || count.status === status)
    .sort((a, b) => a.id - b.id);
}

export function newStockTakingIds(tenantId: string, count: number): Promise<number[]> {
  return reserveIds(tenantId, "stockTaking", count, APP_STOCK_TAKING_ID_BASE);
}

export const STOCK_TAKING_MESSAGES = {
  noCountingInventory: "Não há Inventário em Contagem para registrar as contagens.",
  otherProduct: (index: number, id: number, productId: number) =>
    `Item ${index}: a contagem ${id} já foi registrada para o produto ${productId}; uma contagem não muda de produto.`,
};

/** A count from the source, into its product's entry: added, or updated while still open; else left as it is. */
function withSourceCount(entry: SheetEntry, count: StockTaking): SheetEntry {
  const index = entry.counts.findIndex((stored) => stored.id === count.id);
  if (index < 0) return { ...entry, counts: [...entry.counts, count] };
  if (entry.counts[index]?.status !== "open") return entry;
  return { ...entry, counts: entry.counts.map((stored, i) => (i === index ? count : stored)) };
}

/** A re-sent count names the product it was first sent for (found in its product's entry only). */
function requireSameProducts(rows: Indexed<StockTakingInput>[], entries: readonly SheetEntry[]): void {
  const productOfCount = new Map(entries.flatMap((entry) => entry.counts.map((count) => [count.id, entry.productId] as const)));
  for (const { index, value } of rows) {
    const productId = productOfCount.get(value.id);
    if (productId !== undefined && productId !== value.productId) throw new InvalidInput(STOCK_TAKING_MESSAGES.otherProduct(index, value.id, productId));
  }
}

/**
 * Registers counts from the source against the inventory in counting (409 when none, also when it stops
 * counting while they are written). Idempotent by id: a re-sent count updates it while it is still open;
 * counts already closed or applied are left as they are. Answers how many are stored open as sent.
 */
export async function upsertStockTakings(tenantId: string, counts: StockTakingInput[]): Promise<{ stored: number }> {
  const inventoryId = await countingInventoryId(tenantId);
  if (inventoryId === undefined) throw new Conflict(STOCK_TAKING_MESSAGES.noCountingInventory);
  const rows = lastById(counts);
  const products = await requireProducts(
    tenantId,
    rows.map(({ index, value }) => ({ index, field: "product_id", id: value.productId })),
  );
  requireUnitQuantities(rows, products);
  const [groups, sheet] = await Promise.all([groupNames(tenantId), readInventorySheet(tenantId, inventoryId)]);
  requireSameProducts(rows, sheet.entries);
  const byProduct = new Map<number, StockTaking[]>();
  for (const { value } of rows) {
    const count = openCount({ ...value, inventoryId, product: products.get(value.productId), groups });
    byProduct.set(value.productId, [...(byProduct.get(value.productId) ?? []), count]);
  }
  try {
    const written = await updateSheetEntries(
      tenantId,
      inventoryId,
      [...byProduct.keys()],
      (entry, productId) => (byProduct.get(productId) ?? []).reduce(withSourceCount, entry ?? { productId, counts: [] }),
      { alsoRequire: [countingGuardCheck(tenantId, inventoryId)] },
    );
    const sent = new Map(rows.map(({ value }) => [value.id, value.quantity]));
    const stored = written.flatMap((entry) => entry.counts).filter((count) => count.status === "open" && sent.get(count.id) === count.quantity);
    return { stored: stored.length };
  } catch (error) {
    if (error instanceof SheetChangeRefused) throw new Conflict(STOCK_TAKING_MESSAGES.noCountingInventory);
    throw error;
  }
}
