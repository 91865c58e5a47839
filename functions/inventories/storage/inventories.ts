import * as z from "zod";
import {
  INVENTORY_PERIODS,
  INVENTORY_PROCESSING_STATUSES,
  INVENTORY_STATUSES,
  type InventoryPeriod,
} from "../../../shared/contracts/inventories";
import { tableName } from "../../lib/db";
import { sourceKeys } from "../../lib/keys";
import { failedConditions, isTransactionConflict } from "../../lib/transactions";
import { backoff } from "../../lib/entities/support/concurrency";
import { getItem, putRequest, queryPartition, type StoredItem, transactWrite, type WriteRequest } from "../../lib/entities/support/dynamo";
import { defineEntity, type EntityOf, itemReader, stored } from "../../lib/entities/support/entity";
import { reserveIds } from "../../lib/entities/support/ids";
import { money } from "../../lib/entities/support/numbers";

/**
 * Inventories (spec §3 Inventory), created in the back office (POST /inventories), never by the integration.
 * Only one inventory per tenant is in counting: the item T#<t> / INVENTORY#COUNTING names it, and storing a
 * new one is a transaction that refuses when it exists. A period (year and period, e.g. 2nd quarter of 2026)
 * has one inventory per tenant, whatever its status: the item T#<t> / INVENTORY#PERIOD#<year>#<period> names
 * it, put in the same transaction on attribute_not_exists and deleted with the inventory when it is removed
 * (an annual inventory and a quarterly one of the same year are different periods). Opening one and its
 * transitions are the rules of functions/inventories/.
 *
 * Keys: pk T#<t>#INVENTORY, sk <id padded>; guards pk T#<t>, sk INVENTORY#COUNTING { inventoryId } and
 * sk INVENTORY#PERIOD#<year>#<period> { inventoryId }.
 * Access patterns:
 * - every inventory (list, sorted by periodStart in the browser): Query pk.
 * - one inventory: GetItem. The counting one (counts from the integration, missing products): GetItem guard.
 * - the inventory of a period (a creation refused for it): GetItem period guard.
 */

/** Frozen at finalize (DESIGN §6); zero while counting. */
const totalsItem = z.object({
  products: stored.number(),
  divergentProducts: stored.number(),
  positiveProducts: stored.number(),
  zeroedProducts: stored.number(),
  negativeProducts: stored.number(),
  actualValue: stored.number(),
  fixedValue: stored.number(),
});

export type InventoryTotals = z.output<typeof totalsItem>;

export const inventoryEntity = defineEntity({
  keys: (tenantId, inventory) => sourceKeys.inventory(tenantId, inventory.id),
  item: z.object({
    id: stored.number(),
    year: stored.number(),
    period: stored.oneOf(INVENTORY_PERIODS, "annual"),
    periodStart: stored.text(),
    periodEnd: stored.text(),
    status: stored.oneOf(INVENTORY_STATUSES, "counting"),
    createdAt: stored.text(),
    ...totalsItem.shape,
    /** Processing into stock, once asked for (functions/inventories/process*.ts): see InventoryProcessingState. */
    processing: stored.optionalMap({
      status: stored.oneOf(INVENTORY_PROCESSING_STATUSES, "failed"),
      done: stored.number(),
      total: stored.number(),
      startedAt: stored.text(),
      runId: stored.text(),
      /** The run's last sign of life (ms since the epoch). */
      heartbeatAt: stored.number(),
      /** pt-BR reason of a failed run. */
      error: stored.optionalText(),
    }),
  }),
});

export type Inventory = EntityOf<typeof inventoryEntity>;

/**
 * How far processing into stock got: `done` of `total` products, moved in the same transaction as their stock
 * and their counts applied (functions/inventories/process-run.ts), so it is what is in stock. Only the run
 * named by `runId` may move it; a running one that gave no sign of life for PROCESSING_LEASE_MS (its process
 * died) reads as failed and may be claimed by a new run, which resumes with the products not yet applied.
 */
export type InventoryProcessingState = NonNullable<Inventory["processing"]>;

/** Far longer than a run goes between two signs of life (one per slice of products, a second or less). */
export const PROCESSING_LEASE_MS = 120_000;
export const PROCESSING_INTERRUPTED = "O processamento foi interrompido. Processe o inventário novamente para continuar de onde parou.";

/** A running processing silent past the lease reads as failed (its process died). */
function withLease(processing: InventoryProcessingState, now: number): InventoryProcessingState {
  const silent = processing.status === "running" && now - processing.heartbeatAt > PROCESSING_LEASE_MS;
  return silent ? { ...processing, status: "failed", error: PROCESSING_INTERRUPTED } : processing;
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
  const inventory = inventoryEntity.fromItem(item);
  return inventory.processing ? { ...inventory, processing: withLease(inventory.processing, Date.now()) } : inventory;
}

function inventoryItem(tenantId: string, inventory: Inventory): StoredItem {
  return inventoryEntity.toItem(tenantId, { ...inventory, actualValue: money(inventory.actualValue), fixedValue: money(inventory.fixedValue) });
}

/** The counting and period guards: the inventory they name. */
const readGuard = itemReader(z.object({ inventoryId: stored.number() }));

export async function listInventories(tenantId: string): Promise<Inventory[]> {
  return (await queryPartition(sourceKeys.inventoriesPartition(tenantId))).map(inventoryFromItem);
}


/** One inventory, or undefined (strongly consistent: the transitions decide on it). */
export async function getInventory(tenantId: string, id: number): Promise<Inventory | undefined> {
  const item = await getItem(sourceKeys.inventory(tenantId, id), { consistent: true });
  return item ? inventoryFromItem(item) : undefined;
}

/** The id of the inventory in counting, if any (strongly consistent). */
export async function countingInventoryId(tenantId: string): Promise<number | undefined> {
  const item = await getItem(sourceKeys.countingInventory(tenantId), { consistent: true });
  return item ? readGuard(item).inventoryId : undefined;
}

const MAX_CREATE_ATTEMPTS = 10;

/** The guard of a period: names the tenant's one inventory of that year and period. */
function periodGuardKey(tenantId: string, year: number, period: InventoryPeriod) {
  return { pk: sourceKeys.countingInventory(tenantId).pk, sk: `INVENTORY#PERIOD#${year}#${period}` };
}

/** The id of the inventory holding a period, if any (strongly consistent). */
export async function inventoryIdOfPeriod(tenantId: string, year: number, period: InventoryPeriod): Promise<number | undefined> {
  const item = await getItem(periodGuardKey(tenantId, year, period), { consistent: true });
  return item ? readGuard(item).inventoryId : undefined;
}

/** Puts the period's guard naming the inventory: refused when another inventory holds the period. */
function periodClaim(tenantId: string, inventory: Inventory): WriteRequest {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...periodGuardKey(tenantId, inventory.year, inventory.period), inventoryId: inventory.id },
      ConditionExpression: "attribute_not_exists(pk) OR inventoryId = :inventory",
      ExpressionAttributeValues: { ":inventory": inventory.id },
    },
  };
}

/** Why putCountingInventory stored nothing: another inventory is counting, or holds the period (`inventoryId`). */
export type CountingInventoryRefusal = { reason: "counting" } | { reason: "period"; inventoryId: number };

/**
 * Stores a new inventory in counting with the tenant's counting guard and its period's guard, in one
 * transaction: answers a refusal, storing nothing, when another inventory is counting (that guard exists) or
 * holds the same year and period, also under races; undefined when stored.
 */
export async function putCountingInventory(tenantId: string, inventory: Inventory): Promise<CountingInventoryRefusal | undefined> {
  if (inventory.status !== "counting") throw new Error("Só inventários em contagem entram por putCountingInventory.");
  for (let attempt = 0; ; attempt++) {
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
        periodClaim(tenantId, inventory),
      ]);
      return undefined;
    } catch (error) {
      const failed = failedConditions(error);
      if (failed?.includes(0)) return { reason: "counting" };
      if (failed?.includes(2)) {
        const holder = await inventoryIdOfPeriod(tenantId, inventory.year, inventory.period);
        if (holder !== undefined) return { reason: "period", inventoryId: holder };
        // The holder was removed since: the period is free again, try again.
      } else if (failed || !isTransactionConflict(error)) {
        throw error;
      }
      // Another creation held a guard item at that moment: try again, and the guards decide.
      if (attempt + 1 >= MAX_CREATE_ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
}

/** Holds a write to an inventory's sheet to the inventory still being the one in counting. */
export function countingGuardCheck(tenantId: string, inventoryId: number): WriteRequest {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: sourceKeys.countingInventory(tenantId),
      ConditionExpression: "inventoryId = :inventory",
      ExpressionAttributeValues: { ":inventory": inventoryId },
    },
  };
}

const stillCounting = {
  ConditionExpression: "#status = :counting",
  ExpressionAttributeNames: { "#status": "status" },
  ExpressionAttributeValues: { ":counting": "counting" },
};

function guardRelease(tenantId: string, inventoryId: number): WriteRequest {
  return {
    Delete: {
      TableName: tableName(),
      Key: sourceKeys.countingInventory(tenantId),
      ConditionExpression: "inventoryId = :inventory",
      ExpressionAttributeValues: { ":inventory": inventoryId },
    },
  };
}

/**
 * Finalizes a counting inventory with its frozen totals, in one transaction that also releases the counting
 * guard and holds `sheetChecks` (its sheet unchanged since the totals were computed). The transaction's items,
 * in order: the inventory (still counting), the guard, then the checks; a refusal is the caller's to answer
 * (failedConditions in functions/lib/transactions.ts).
 */
export async function commitInventoryFinalized(tenantId: string, inventory: Inventory, sheetChecks: readonly WriteRequest[]): Promise<void> {
  if (inventory.status !== "finalized") throw new Error("commitInventoryFinalized grava um inventário finalizado.");
  await transactWrite([
    { Put: { TableName: tableName(), Item: inventoryItem(tenantId, inventory), ...stillCounting } },
    guardRelease(tenantId, inventory.id),
    ...sheetChecks,
  ]);
}

/**
 * Removes a counting inventory, its counting guard, its period's guard (the period is free again) and
 * `sheetDeletes` (its sheet) in one transaction; the first item refuses when it is no longer counting. Counts
 * are written only while the guard names the inventory, so none can arrive after the removal.
 */
export async function commitInventoryRemoved(tenantId: string, inventory: Inventory, sheetDeletes: readonly WriteRequest[]): Promise<void> {
  await transactWrite([
    { Delete: { TableName: tableName(), Key: sourceKeys.inventory(tenantId, inventory.id), ...stillCounting } },
    guardRelease(tenantId, inventory.id),
    {
      Delete: {
        TableName: tableName(),
        Key: periodGuardKey(tenantId, inventory.year, inventory.period),
        // An inventory stored before periods had guards has none; another inventory's guard stays.
        ConditionExpression: "attribute_not_exists(pk) OR inventoryId = :inventory",
        ExpressionAttributeValues: { ":inventory": inventory.id },
      },
    },
    ...sheetDeletes,
  ]);
}

/**
 * Stores an inventory that is no longer counting (finalized or processed) with its frozen totals, and its
 * period's guard, in one transaction: the demo store's past inventories. Refused (a failed transaction) when
 * another inventory holds the period. A counting inventory only comes from putCountingInventory.
 */
export async function putPastInventory(tenantId: string, inventory: Inventory): Promise<void> {
  if (inventory.status === "counting") throw new Error("Inventário em contagem só por putCountingInventory.");
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: inventoryItem(tenantId, inventory),
        ConditionExpression: "attribute_not_exists(pk) OR #status <> :counting",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: { ":counting": "counting" },
      },
    },
    periodClaim(tenantId, inventory),
  ]);
}

/** New inventory ids (per-tenant counter), for putCountingInventory and putPastInventory. */
export function reserveInventoryIds(tenantId: string, count: number): Promise<number[]> {
  return reserveIds(tenantId, "inventory", count);
}
