import { type InventoryProduct, normalizeInventoryProduct } from "./storage/inventory-products";
import type { SheetEntry } from "./storage/inventory-sheet";
import type { StockTaking } from "./storage/stock-takings";
import { quantity } from "../lib/entities/support/numbers";
import type { ProductCopy } from "../lib/entities/product-copy";
import { Conflict } from "../lib/errors";
import { StaleRead } from "../lib/entities/support/fresh-reads";
import { INVENTORY_MESSAGES } from "./messages";

/**
 * The inventory product a product's closed counts make (DESIGN §6): fixed quantity = the sum of the counts;
 * actual quantity and unit cost = the product's stock and cost when it was first counted; it names the last
 * count closed into it. Rounded, with its costs derived from quantities and unit cost.
 */
export function inventoryProductOfCounts(input: {
  id: number;
  inventoryId: number;
  product: ProductCopy;
  /** The product's closed counts, in the order they were closed. */
  counts: readonly StockTaking[];
  firstCounted: { stock: number; cost: number };
}): InventoryProduct {
  const last = input.counts[input.counts.length - 1];
  return normalizeInventoryProduct({
    id: input.id,
    inventoryId: input.inventoryId,
    stockTakingId: last?.id ?? 0,
    ...input.product,
    actualQuantity: input.firstCounted.stock,
    fixedQuantity: quantity(input.counts.reduce((sum, count) => sum + count.quantity, 0)),
    unitCost: input.firstCounted.cost,
    actualCost: 0,
    fixedCost: 0,
  });
}

/**
 * Ids reserved before a sheet change, by product: the change may run more than once (on fresher entries each
 * time), and a product gets the same id every time. A product the change needs an id for but none was
 * reserved (it read stale: its inventory product was removed meanwhile) makes the whole step read again.
 */
export class ReservedIds {
  constructor(private readonly byProduct: ReadonlyMap<number, number>) {}

  for(productId: number): number {
    const id = this.byProduct.get(productId);
    if (id === undefined) throw new StaleRead();
    return id;
  }
}

/**
 * The entry after counts became closed (`closedNow`, in the order they closed): its inventory product sums
 * every count no longer open, keeps the stock and cost of the first count of the product (the oldest one
 * still in the entry) once made, and names the last count closed.
 */
function settled(entry: SheetEntry, closedNow: readonly number[], ids: ReservedIds): SheetEntry {
  const first = entry.product
    ? { stock: entry.product.actualQuantity, cost: entry.product.unitCost }
    : { stock: entry.counts[0]?.currentStock ?? 0, cost: entry.counts[0]?.currentCost ?? 0 };
  const order = (count: StockTaking) => closedNow.indexOf(count.id);
  const notOpen = entry.counts.filter((count) => count.status !== "open").sort((a, b) => order(a) - order(b));
  const copySource = entry.product ?? entry.counts[0];
  if (!copySource) return entry;
  const { productId, barcode, groupId, groupName, product, unit } = copySource;
  const row = inventoryProductOfCounts({
    id: entry.product?.id ?? ids.for(copySource.productId),
    inventoryId: copySource.inventoryId,
    product: { productId, barcode, groupId, groupName, product, unit },
    counts: notOpen,
    firstCounted: first,
  });
  return { ...entry, product: row };
}

/**
 * Closes open counts of one product (spec §4: only open counts close) and puts them into its inventory
 * product (DESIGN §6). A count not open refuses the whole change with `refusal`.
 */
export function closeCountsOfEntry(
  entry: SheetEntry,
  countIds: readonly number[],
  ids: ReservedIds,
  refusal: (count: StockTaking) => Conflict,
): SheetEntry {
  const closing = new Set(countIds);
  for (const count of entry.counts) if (closing.has(count.id) && count.status !== "open") throw refusal(count);
  const counts = entry.counts.map((count): StockTaking => (closing.has(count.id) ? { ...count, status: "closed" } : count));
  return settled({ ...entry, counts }, countIds, ids);
}

/**
 * Zero or confirm (DESIGN §6): a missing product gets a closed count (of 0, or of its stock) and so its
 * inventory product. A product already in the inventory is not missing: refused.
 */
export function withSettlingCount(entry: SheetEntry | undefined, count: StockTaking, ids: ReservedIds): SheetEntry {
  if (entry?.product) throw new Conflict(INVENTORY_MESSAGES.alreadyInInventory(count.productId));
  const counts = [...(entry?.counts ?? []), { ...count, status: "closed" as const }];
  return settled({ productId: count.productId, counts }, [count.id], ids);
}

/** Only open counts are changed or removed (spec §4). */
export function requireOpen(count: StockTaking, action: string): void {
  if (count.status !== "open") throw new Conflict(INVENTORY_MESSAGES.countNotOpen(action, count.id, count.status));
}

/** The entry with an open count's quantity fixed. */
export function withFixedCount(entry: SheetEntry, countId: number, stock: number): SheetEntry {
  return {
    ...entry,
    counts: entry.counts.map((count) => {
      if (count.id !== countId) return count;
      requireOpen(count, "corrigir");
      return { ...count, quantity: quantity(stock) };
    }),
  };
}

/** The entry without an open count (undefined when nothing is left of it). */
export function withoutCount(entry: SheetEntry, countId: number): SheetEntry | undefined {
  const count = entry.counts.find((stored) => stored.id === countId);
  if (count) requireOpen(count, "remover");
  const counts = entry.counts.filter((stored) => stored.id !== countId);
  return entry.product || counts.length > 0 ? { ...entry, counts } : undefined;
}

/**
 * Removing an inventory product (DESIGN §6 decision): it goes with the closed counts it was made of, so the
 * product is as if never counted (a missing product again when it has stock) and may be counted anew; its
 * open counts stay open, and closing one starts a new inventory product.
 */
export function withoutInventoryProduct(entry: SheetEntry): SheetEntry | undefined {
  const open = entry.counts.filter((count) => count.status === "open");
  return open.length > 0 ? { productId: entry.productId, counts: open } : undefined;
}
