import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { INVENTORY_PERIODS, INVENTORY_STATUSES, type InventoryPeriod, type InventoryStatus } from "../../../shared/contracts/inventories";
import { db, tableName } from "../db";
import { sourceKeys } from "../keys";
import { failedConditions } from "../transactions";
import { getItem, putRequest, queryPartition, type StoredItem, transactWrite } from "./support/dynamo";
import { num, oneOf, str } from "./support/fields";
import { reserveIds } from "./support/ids";
import { money } from "./support/numbers";

/**
 * Inventories (spec §3 Inventory), created in the back office (POST /inventories), never by the integration.
 * Only one inventory per tenant is in counting: the item T#<t> / INVENTORY#COUNTING names it, and storing a
 * new one is a transaction that refuses when it exists. Opening one and its transitions are the rules of
 * functions/inventories/.
 *
 * Keys: pk T#<t>#INVENTORY, sk <id padded>; guard pk T#<t>, sk INVENTORY#COUNTING { inventoryId }.
 * Access patterns:
 * - every inventory (list, sorted by periodStart in the browser): Query pk.
 * - one inventory: GetItem. The counting one (counts from the integration, missing products): GetItem guard.
 */

/** Frozen at finalize (DESIGN §6); zero while counting. */
export interface InventoryTotals {
  products: number;
  divergentProducts: number;
  positiveProducts: number;
  zeroedProducts: number;
  negativeProducts: number;
  actualValue: number;
  fixedValue: number;
}

export interface Inventory extends InventoryTotals {
  id: number;
  year: number;
  period: InventoryPeriod;
  periodStart: string;
  periodEnd: string;
  status: InventoryStatus;
  createdAt: string;
}

export const EMPTY_TOTALS: InventoryTotals = {
  products: 0,
  divergentProducts: 0,
  positiveProducts: 0,
  zeroedProducts: 0,
  negativeProducts: 0,
  actualValue: 0,
  fixedValue: 0,
};

export function inventoryFromItem(item: StoredItem): Inventory {
  return {
    id: num(item, "id"),
    year: num(item, "year"),
    period: oneOf(item, "period", INVENTORY_PERIODS, "annual"),
    periodStart: str(item, "periodStart"),
    periodEnd: str(item, "periodEnd"),
    status: oneOf(item, "status", INVENTORY_STATUSES, "counting"),
    createdAt: str(item, "createdAt"),
    products: num(item, "products"),
    divergentProducts: num(item, "divergentProducts"),
    positiveProducts: num(item, "positiveProducts"),
    zeroedProducts: num(item, "zeroedProducts"),
    negativeProducts: num(item, "negativeProducts"),
    actualValue: num(item, "actualValue"),
    fixedValue: num(item, "fixedValue"),
  };
}

function inventoryItem(tenantId: string, inventory: Inventory): StoredItem {
  return {
    ...sourceKeys.inventory(tenantId, inventory.id),
    ...inventory,
    actualValue: money(inventory.actualValue),
    fixedValue: money(inventory.fixedValue),
  };
}

export async function listInventories(tenantId: string): Promise<Inventory[]> {
  return (await queryPartition(sourceKeys.inventoriesPartition(tenantId))).map(inventoryFromItem);
}


/** The id of the inventory in counting, if any (strongly consistent). */
export async function countingInventoryId(tenantId: string): Promise<number | undefined> {
  const item = await getItem(sourceKeys.countingInventory(tenantId), { consistent: true });
  return item ? num(item, "inventoryId") : undefined;
}

/**
 * Stores a new inventory in counting with the tenant's counting guard, in one transaction: answers false,
 * storing nothing, when another inventory is counting (the guard exists), also under races.
 */
export async function putCountingInventory(tenantId: string, inventory: Inventory): Promise<boolean> {
  if (inventory.status !== "counting") throw new Error("Só inventários em contagem entram por putCountingInventory.");
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName(),
          Item: { ...sourceKeys.countingInventory(tenantId), inventoryId: inventory.id },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
      putRequest(inventoryItem(tenantId, inventory)),
    ]);
    return true;
  } catch (error) {
    if (failedConditions(error)) return false;
    throw error;
  }
}

/**
 * Stores an inventory that is no longer counting (finalized or processed) with its frozen totals: the final
 * write of those transitions and the demo store's past inventories. A counting inventory only comes from
 * putCountingInventory.
 */
export async function putPastInventory(tenantId: string, inventory: Inventory): Promise<void> {
  if (inventory.status === "counting") throw new Error("Inventário em contagem só por putCountingInventory.");
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: inventoryItem(tenantId, inventory),
      ConditionExpression: "attribute_not_exists(pk) OR #status <> :counting",
      ExpressionAttributeNames: { "#status": "status" },
      ExpressionAttributeValues: { ":counting": "counting" },
    }),
  );
}

/** New inventory ids (per-tenant counter), for putCountingInventory and putPastInventory. */
export function reserveInventoryIds(tenantId: string, count: number): Promise<number[]> {
  return reserveIds(tenantId, "inventory", count);
}
