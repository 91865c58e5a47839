import type { InventoryPeriod } from "../../shared/contracts/inventories";
import {
  countingInventoryId,
  EMPTY_TOTALS,
  getInventory,
  type Inventory,
  listInventories,
  putCountingInventory,
  reserveInventoryIds,
} from "./storage/inventories";
import { Conflict } from "../lib/errors";
import { INVENTORY_MESSAGES } from "./messages";
import { periodRange } from "./period";

/** A new inventory opens in counting, over its period's days, with zero totals until it is finalized. */
export function countingInventory(id: number, input: { year: number; period: InventoryPeriod; createdAt: string }): Inventory {
  const range = periodRange(input.year, input.period);
  return {
    id,
    year: input.year,
    period: input.period,
    periodStart: range.start,
    periodEnd: range.end,
    status: "counting",
    createdAt: input.createdAt,
    ...EMPTY_TOTALS,
  };
}

/**
 * Opens a new inventory in counting; refused (409) while another one is counting, or when the tenant already
 * has an inventory of that year and period (whatever its status; a removed one frees it), also under races:
 * the database's guards decide (putCountingInventory). The list read first also finds an inventory stored
 * before periods had guards.
 */
export async function openCountingInventory(
  tenantId: string,
  input: { year: number; period: InventoryPeriod; createdAt?: string },
): Promise<Inventory> {
  if (await countingInventoryId(tenantId)) throw new Conflict(INVENTORY_MESSAGES.alreadyCounting);
  const samePeriod = (await listInventories(tenantId)).find((stored) => stored.year === input.year && stored.period === input.period);
  if (samePeriod) throw periodTaken(samePeriod);
  const [id = 0] = await reserveInventoryIds(tenantId, 1);
  const inventory = countingInventory(id, { ...input, createdAt: input.createdAt ?? new Date().toISOString() });
  const refusal = await putCountingInventory(tenantId, inventory);
  if (refusal?.reason === "counting") throw new Conflict(INVENTORY_MESSAGES.alreadyCounting);
  if (refusal?.reason === "period") throw periodTaken((await getInventory(tenantId, refusal.inventoryId)) ?? { ...inventory, id: refusal.inventoryId });
  return inventory;
}

/** The period is held: by the inventory in counting (the first rule, whichever request read it first), or by a past one. */
function periodTaken(holder: Inventory): Conflict {
  return new Conflict(holder.status === "counting" ? INVENTORY_MESSAGES.alreadyCounting : INVENTORY_MESSAGES.periodTaken(holder));
}
