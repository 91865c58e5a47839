import {
  FLOOR_LIST_LIMIT,
  type FloorCountRow,
  type FloorCountsAnswer,
} from "../../shared/contracts/floor";
import { countingInventoryId, getInventory } from "./storage/inventories";
import { readInventorySheet, } from "./storage/inventory-sheet";
import type { StockTaking } from "./storage/stock-takings";
import { Conflict, NotFound } from "../lib/errors";
import { requireOpen, withoutCount } from "./close-counts";
import { INVENTORY_MESSAGES } from "./messages";
import { changeCountingSheet, countIn, locateOpenCount, onFreshSheet } from "./sheet-access";

/**
 * The store floor's side of the counts (DESIGN §6): what a scan shows about a product, the counts a user
 * registered in the inventory in counting, and undoing one of their own while it is open.
 */

function floorCountRow(count: StockTaking): FloorCountRow {
  return {
    id: count.id,
    take_date: count.takeDate,
    product_id: count.productId,
    barcode: count.barcode,
    product: count.product,
    quantity: count.quantity,
    unit: count.unit,
    status: count.status,
  };
}

/** GET /stock_taking/mine: the inventory in counting and the user's last counts in it, newest first. */
export async function floorCounts(tenantId: string, userId: number): Promise<FloorCountsAnswer> {
  const inventoryId = await countingInventoryId(tenantId);
  if (inventoryId === undefined) return { inventory: null, counts: [] };
  const [inventory, sheet] = await Promise.all([getInventory(tenantId, inventoryId), readInventorySheet(tenantId, inventoryId)]);
  if (!inventory) return { inventory: null, counts: [] };
  const counts = sheet.entries
    .flatMap((entry) => entry.counts.filter((count) => count.userId === userId))
    .sort((a, b) => b.id - a.id)
    .slice(0, FLOOR_LIST_LIMIT)
    .map(floorCountRow);
  return { inventory: { id: inventory.id, year: inventory.year, period: inventory.period }, counts };
}

function requireOwn(count: StockTaking, userId: number): void {
  if (count.userId !== userId) throw new Conflict(INVENTORY_MESSAGES.notYourCount(count.id));
}

/** POST /stock_taking/{id}/undo: the user's own open count of the inventory in counting, removed. */
export function undoFloorCount(tenantId: string, userId: number, countId: number): Promise<void> {
  const action = "desfazer";
  return onFreshSheet(async () => {
    const { inventoryId, entry, count } = await locateOpenCount(tenantId, countId, action);
    requireOwn(count, userId);
    await changeCountingSheet(
      tenantId,
      inventoryId,
      [entry.productId],
      (fresh) => {
        const stored = countIn(fresh, countId);
        if (!fresh || !stored) throw new NotFound(INVENTORY_MESSAGES.countNotFound(countId));
        requireOwn(stored, userId);
        requireOpen(stored, action);
        return withoutCount(fresh, countId);
      },
      "desfazer contagens de",
    );
  });
}
