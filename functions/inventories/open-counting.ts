import type { InventoryPeriod } from "../../shared/contracts/inventories";
import { countingInventoryId, EMPTY_TOTALS, type Inventory, putCountingInventory, reserveInventoryIds } from "../lib/entities/inventories";
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

/** Opens a new inventory in counting; refused (409) while another one is counting, also under races. */
export async function openCountingInventory(
  tenantId: string,
  input: { year: number; period: InventoryPeriod; createdAt?: string },
): Promise<Inventory> {
  if (await countingInventoryId(tenantId)) throw new Conflict(INVENTORY_MESSAGES.alreadyCounting);
  const [id = 0] = await reserveInventoryIds(tenantId, 1);
  const inventory = countingInventory(id, { ...input, createdAt: input.createdAt ?? new Date().toISOString() });
  if (!(await putCountingInventory(tenantId, inventory))) throw new Conflict(INVENTORY_MESSAGES.alreadyCounting);
  return inventory;
}
