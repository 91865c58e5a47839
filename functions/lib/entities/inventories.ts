import { GetCommand, PutCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../db";
import { Conflict } from "../errors";
import { sourceKeys } from "../keys";
import { failedConditions } from "../transactions";
import { queryPartition, type StoredItem } from "./support/dynamo";
import { num, oneOf, str } from "./support/fields";
import { reserveIds } from "./support/ids";
import { money } from "./support/numbers";

/**
 * Inventories (spec §3 Inventory), created in the back office (POST /inventories), never by the integration.
 * Only one inventory per tenant is in counting: the item T#<t> / INVENTORY#COUNTING names it, and creating
 * one is a transaction that refuses when it exists.
 *
 * Keys: pk T#<t>#INVENTORY, sk <id padded>; guard pk T#<t>, sk INVENTORY#COUNTING { inventoryId }.
 * Access patterns:
 * - every inventory (list, sorted by periodStart in the browser): Query pk.
 * - one inventory: GetItem. The counting one (counts from the integration, missing products): GetItem guard.
 */
export const INVENTORY_PERIODS = ["annual", "first", "second", "third", "fourth"] as const;
export type InventoryPeriod = (typeof INVENTORY_PERIODS)[number];
export const INVENTORY_STATUSES = ["counting", "finalized", "processed"] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

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

const PERIOD_MONTHS: Record<InventoryPeriod, [number, number]> = {
  annual: [1, 12],
  first: [1, 3],
  second: [4, 6],
  third: [7, 9],
  fourth: [10, 12],
};

/** First and last day of an inventory's period. */
export function periodRange(year: number, period: InventoryPeriod): { start: string; end: string } {
  const [first, last] = PERIOD_MONTHS[period];
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  return { start: `${year}-${pad(first)}-01`, end: `${year}-${pad(last)}-${pad(lastDay)}` };
}

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

export async function getInventory(tenantId: string, id: number): Promise<Inventory | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sourceKeys.inventory(tenantId, id) }));
  return Item ? inventoryFromItem(Item) : undefined;
}

/** The id of the inventory in counting, if any (strongly consistent). */
export async function countingInventoryId(tenantId: string): Promise<number | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: sourceKeys.countingInventory(tenantId), ConsistentRead: true }),
  );
  return Item ? num(Item, "inventoryId") : undefined;
}

export const INVENTORY_MESSAGES = { alreadyCounting: "Já existe um Inventário em Contagem!" };

/** Opens a new inventory in counting; refused (409) while another one is counting, also under races. */
export async function createCountingInventory(
  tenantId: string,
  input: { year: number; period: InventoryPeriod; createdAt?: string },
): Promise<Inventory> {
  if (await countingInventoryId(tenantId)) throw new Conflict(INVENTORY_MESSAGES.alreadyCounting);
  const [id = 0] = await reserveIds(tenantId, "inventory", 1);
  const range = periodRange(input.year, input.period);
  const inventory: Inventory = {
    id,
    year: input.year,
    period: input.period,
    periodStart: range.start,
    periodEnd: range.end,
    status: "counting",
    createdAt: input.createdAt ?? new Date().toISOString(),
    ...EMPTY_TOTALS,
  };
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...sourceKeys.countingInventory(tenantId), inventoryId: id },
              ConditionExpression: "attribute_not_exists(pk)",
            },
          },
          { Put: { TableName: tableName(), Item: inventoryItem(tenantId, inventory) } },
        ],
      }),
    );
  } catch (error) {
    if (failedConditions(error)) throw new Conflict(INVENTORY_MESSAGES.alreadyCounting);
    throw error;
  }
  return inventory;
}

/**
 * Stores an inventory that is no longer counting (finalized or processed) with its frozen totals: the final
 * write of those transitions and the demo store's past inventories. A counting inventory only comes from
 * createCountingInventory.
 */
export async function putPastInventory(tenantId: string, inventory: Inventory): Promise<void> {
  if (inventory.status === "counting") throw new Error("Inventário em contagem só por createCountingInventory.");
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

/** New inventory ids for past inventories written by putPastInventory. */
export function reserveInventoryIds(tenantId: string, count: number): Promise<number[]> {
  return reserveIds(tenantId, "inventory", count);
}
