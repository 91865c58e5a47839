import { camelCased } from "../../lib/entities/support/case";
import * as z from "zod";
import { USE_LOSS_OPERATIONS, USE_LOSS_STATUSES, type UseLossOperation, type UseLossStatus } from "../../../shared/contracts/use-and-loss";
import { UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../lib/db";
import { mapLimit } from "../../lib/entities/support/concurrency";
import { sourceKeys } from "../../lib/keys";
import { failedConditions, isConditionFailure } from "../../lib/transactions";
import { getAll, getItem, putAllIf, queryAll, queryIndex, type StoredItem, transactWrite, type WriteRequest } from "../../lib/entities/support/dynamo";
import { defineEntity, type EntityOf, itemReader, stored } from "../../lib/entities/support/entity";
import { money, quantity } from "../../lib/entities/support/numbers";
import { type StockMovement, type StockMovementInput, writeWithStockMovements } from "../../lib/entities/stock-movements";
import { copyProduct, productCopyFields } from "../../lib/entities/product-copy";
import { groupNames, requireProducts, requireUnitQuantities } from "../../lib/entities/refs";
import { lastById } from "../../lib/entities/support/rows";
import { reserveIds } from "../../lib/entities/support/ids";
import { amount, isoDate, oneOf, positiveId, record, sourceId, text } from "../../lib/entities/support/wire";
import { QUANTITY } from "../../../shared/contracts/bounds";
import { periodContains } from "../../../shared/contracts/sales";

/**
 * Use and loss operations (spec §3 UseAndLoss): stock used by the store (use) or lost (loss), registered in
 * the store's systems and sent by the integration as open operations. Write-offs (write-offs.ts) allocate
 * the quantity against purchase entry items; covered in full the operation is closed; applying it (closed ->
 * applied) takes the quantity out of stock and records a stock movement (stock-movements.ts). Those rules
 * live in functions/use_and_loss/; this module stores their outcome, every transition conditioned on the
 * operation as read (operationAsRead). Product fields are copied from the product when it arrives; the
 * written-off quantity, its cost and ICMS credit to reverse are the sums of its write-offs.
 *
 * A standard user also registers operations on the store floor (POST /use_and_loss): they carry who did
 * (userId) and the idempotency key the phone sent, and take ids from 1,000,000,000 on (newUseAndLossIds),
 * above every source id.
 *
 * Keys: pk T#<t>#USELOSS, sk <id padded>; gsi1pk T#<t>#USELOSS#<status>, gsi1sk <operation>#<date>#<id padded>
 * (every write derives it; items stored before the date joined it keep <operation>#<id padded> until their
 * next write or backfillUseAndLossDates, and the list reads those too).
 * A floor registration's key: pk T#<t>#USELOSS#FLOORKEY#<user padded>, sk <idempotency key> {operationId}.
 * Access patterns:
 * - operations of a status, optionally of one operation (GET /use_and_loss?operation=&status=): Query gsi1
 *   (tenant + status), begins_with <operation>#; status "all" = the three status Queries. The pending ones
 *   (open, closed) are read whole; the applied ones only in the period asked: per operation, a range of its
 *   dates, and the undated keys' range (empty once backfilled), filtered to the period.
 * - one operation: GetItem. Its write-offs: Query (write-offs.ts).
 * - a user's open floor operations of a day (the collector's list): Query gsi1 (tenant + open), filtered to
 *   the user and day; the open operations are the few waiting for a write-off, the same the list reads.
 * - the operation a user's idempotency key registered: GetItem of the key.
 */

export const useAndLossEntity = defineEntity({
  /** The index follows the operation's status and operation. */
  keys: (tenantId, operation) => ({
    ...sourceKeys.useLoss(tenantId, operation.id),
    gsi1pk: sourceKeys.useLossByStatus(tenantId, operation.status),
    gsi1sk: sourceKeys.useLossByOperationDate(operation.operation, operation.date, operation.id),
  }),
  item: z.object({
    id: stored.number(),
    date: stored.text(),
    operation: stored.oneOf(USE_LOSS_OPERATIONS, "use"),
    ...productCopyFields,
    quantity: stored.number(),
    /** Where it was used or lost (Local de Uso). */
    location: stored.text(),
    /** Who registered it (Registrado por). */
    userName: stored.text(),
    status: stored.oneOf(USE_LOSS_STATUSES, "open"),
    /** Quantity already allocated by write-offs. */
    writtenOff: stored.number(),
    /** Cost of what was written off, and the ICMS credit to reverse (0 for a use): sums over its write-offs. */
    cost: stored.number(),
    icmsCredit: stored.number(),
    /** Who registered it on the store floor; absent for the integration's operations. */
    userId: stored.optionalNumber(),
    /** The key that floor registration was sent with. */
    idempotencyKey: stored.optionalText(),
  }),
});

export type UseAndLoss = EntityOf<typeof useAndLossEntity>;

/** An operation registered on the store floor. */
export type FloorUseAndLoss = UseAndLoss & { userId: number; idempotencyKey: string };

export interface UseAndLossInput {
  id: number;
  date: string;
  operation: UseLossOperation;
  productId: number;
  quantity: number;
  location: string;
  userName: string;
}

/**
 * Wire: { "id": 4001, "date": "2026-11-20", "operation": "loss", "product_id": 990001, "quantity": 2,
 *   "location": "DEPÓSITO", "user_name": "JOÃO SILVA" }
 */
export const APP_USE_LOSS_ID_BASE = 1_000_000_000;

export const useAndLossWire = record({
  id: sourceId(APP_USE_LOSS_ID_BASE),
  date: isoDate(),
  operation: oneOf(USE_LOSS_OPERATIONS),
  product_id: positiveId(),
  quantity: amount(QUANTITY, "positive"),
  location: text(80),
  user_name: text(80),
}).transform((wire): UseAndLossInput => ({ ...camelCased(wire), location: wire.location.toUpperCase(), userName: wire.user_name.toUpperCase() }));

export const useAndLossFromItem = useAndLossEntity.fromItem;

/** The stored item of an operation, its figures rounded. */
export function useAndLossItem(tenantId: string, operation: UseAndLoss): StoredItem {
  return useAndLossEntity.toItem(tenantId, {
    ...operation,
    quantity: quantity(operation.quantity),
    writtenOff: quantity(operation.writtenOff),
    cost: money(operation.cost),
    icmsCredit: money(operation.icmsCredit),
  });
}

/** A floor registration's key item: the operation it stored (its keys name the user and the key sent). */
const readFloorKey = itemReader(z.object({ operationId: stored.number() }));

/**
 * Operations of a status and operation (absent: any). With a period, the applied ones only when dated in it
 * (both days included); the open and closed ones always, whatever their date.
 */
export async function listUseAndLoss(
  tenantId: string,
  filter: { operation?: UseLossOperation; status?: UseLossStatus; period?: { start: string; end: string } } = {},
): Promise<UseAndLoss[]> {
  const statuses = filter.status ? [filter.status] : [...USE_LOSS_STATUSES];
  const pages = await Promise.all(
    statuses.map((status) =>
      status === "applied" && filter.period ? listAppliedOfPeriod(tenantId, filter.operation, filter.period) : listOfStatus(tenantId, status, filter.operation),
    ),
  );
  return pages.flat();
}

async function listOfStatus(tenantId: string, status: UseLossStatus, operation: UseLossOperation | undefined): Promise<UseAndLoss[]> {
  const prefix = operation ? { prefix: sourceKeys.useLossByOperation(operation) } : {};
  return (await queryIndex(sourceKeys.useLossByStatus(tenantId, status), prefix)).map(useAndLossFromItem);
}

async function listAppliedOfPeriod(tenantId: string, operation: UseLossOperation | undefined, period: { start: string; end: string }): Promise<UseAndLoss[]> {
  const partition = sourceKeys.useLossByStatus(tenantId, "applied");
  const operations = operation ? [operation] : [...USE_LOSS_OPERATIONS];
  const pages = await Promise.all(
    operations.flatMap((each) => [
      queryIndex(partition, sourceKeys.useLossOfPeriod(each, period.start, period.end)),
      queryIndex(partition, sourceKeys.useLossUndatedRange(each)),
    ]),
  );
  return pages
    .flat()
    .map(useAndLossFromItem)
    .filter((applied) => periodContains(period, applied.date));
}

/**
 * One-shot: gives the operations stored before the date joined gsi1sk their dated key, so the applied ones'
 * list reads only its period (the local runtime, the seed and the bench run it on a store they reuse).
 * Idempotent; answers how many it rewrote.
 */
export async function backfillUseAndLossDates(tenantId: string): Promise<number> {
  const undated = await Promise.all(
    USE_LOSS_STATUSES.flatMap((status) =>
      USE_LOSS_OPERATIONS.map((operation) => queryIndex(sourceKeys.useLossByStatus(tenantId, status), sourceKeys.useLossUndatedRange(operation))),
    ),
  );
  const operations = undated.flat().map(useAndLossFromItem);
  await mapLimit(operations, 8, (operation) =>
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sourceKeys.useLoss(tenantId, operation.id),
        UpdateExpression: "SET gsi1sk = :gsi1sk",
        ConditionExpression: "attribute_exists(pk) AND #date = :date AND #operation = :operation",
        ExpressionAttributeNames: { "#date": "date", "#operation": "operation" },
        ExpressionAttributeValues: {
          ":gsi1sk": sourceKeys.useLossByOperationDate(operation.operation, operation.date, operation.id),
          ":date": operation.date,
          ":operation": operation.operation,
        },
      }),
    ).catch((error: unknown) => {
      // Changed or removed meanwhile: that write derived the key, or there is nothing to rewrite.
      if (isConditionFailure(error)) return;
      throw error;
    }),
  );
  return operations.length;
}

export async function getUseAndLoss(tenantId: string, id: number): Promise<UseAndLoss | undefined> {
  const item = await getItem(sourceKeys.useLoss(tenantId, id), { consistent: true });
  return item ? useAndLossFromItem(item) : undefined;
}

/** Operations by id (consistent reads), for rules over a selection. */
export async function getUseAndLossMany(tenantId: string, ids: readonly number[]): Promise<Map<number, UseAndLoss>> {
  const items = await getAll(ids.map((id) => sourceKeys.useLoss(tenantId, id)), undefined, { consistent: true });
  return new Map(items.map(useAndLossFromItem).map((operation) => [operation.id, operation]));
}

export interface ItemCondition {
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/**
 * The condition that an operation is as it was read: its status, written-off quantity, and what a re-send
 * from the store's systems may change while it is open with nothing written off (quantity, product, type,
 * date). Every transition is conditioned on it, so none acts on an operation that changed meanwhile.
 */
export function operationAsRead(operation: UseAndLoss): ItemCondition {
  return {
    ConditionExpression:
      "#status = :readStatus AND writtenOff = :readWrittenOff AND quantity = :readQuantity AND productId = :readProductId AND #operation = :readOperation AND #date = :readDate",
    ExpressionAttributeNames: { "#status": "status", "#operation": "operation", "#date": "date" },
    ExpressionAttributeValues: {
      ":readStatus": operation.status,
      ":readWrittenOff": operation.writtenOff,
      ":readQuantity": operation.quantity,
      ":readProductId": operation.productId,
      ":readOperation": operation.operation,
      ":readDate": operation.date,
    },
  };
}

/** The write moving an operation (as read) to new write-off totals and status, its index following the status. */
export function useAndLossStatusChange(
  tenantId: string,
  operation: UseAndLoss,
  after: Pick<UseAndLoss, "writtenOff" | "cost" | "icmsCredit" | "status">,
): WriteRequest {
  const condition = operationAsRead(operation);
  return {
    Update: {
      TableName: tableName(),
      Key: sourceKeys.useLoss(tenantId, operation.id),
      UpdateExpression: "SET writtenOff = :writtenOff, cost = :cost, icmsCredit = :icmsCredit, #status = :status, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk",
      ConditionExpression: condition.ConditionExpression,
      ExpressionAttributeNames: condition.ExpressionAttributeNames,
      ExpressionAttributeValues: {
        ...condition.ExpressionAttributeValues,
        ":writtenOff": quantity(after.writtenOff),
        ":cost": money(after.cost),
        ":icmsCredit": money(after.icmsCredit),
        ":status": after.status,
        ":gsi1pk": sourceKeys.useLossByStatus(tenantId, after.status),
        ":gsi1sk": sourceKeys.useLossByOperationDate(operation.operation, operation.date, operation.id),
      },
    },
  };
}

/**
 * Stores the application of closed operations (functions/use_and_loss/apply.ts) in one transaction: each one
 * closed -> applied (condition: as read, closed), each product's stock lowered by the sum of its operations'
 * quantities (condition: the product exists) and one stock movement per operation, dated `date`. Operation i
 * is request i, then comes one stock change per product in the order the operations first name them, so a
 * caller can tell from the cancelled transaction which operation changed or which product is gone.
 */
export async function commitUseAndLossApplied(tenantId: string, operations: readonly UseAndLoss[], date: string): Promise<StockMovement[]> {
  const statusChanges = operations.map((operation) =>
    useAndLossStatusChange(tenantId, operation, { writtenOff: operation.writtenOff, cost: operation.cost, icmsCredit: operation.icmsCredit, status: "applied" }),
  );
  const leaving = new Map<number, number>();
  for (const operation of operations) leaving.set(operation.productId, quantity((leaving.get(operation.productId) ?? 0) + operation.quantity));
  const stockChanges: WriteRequest[] = [...leaving].map(([productId, total]) => ({
    Update: {
      TableName: tableName(),
      Key: sourceKeys.product(tenantId, productId),
      UpdateExpression: "ADD stock :minus",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeValues: { ":minus": -total },
    },
  }));
  const movements = operations.map(
    (operation): StockMovementInput => ({
      productId: operation.productId,
      quantity: -operation.quantity,
      reason: operation.operation,
      operationId: operation.id,
      date,
    }),
  );
  return writeWithStockMovements(tenantId, [...statusChanges, ...stockChanges], movements);
}

/**
 * Idempotent by id: a re-sent operation is updated while it is open with nothing written off; once written
 * off or applied it is left as it is. Answers how many were stored.
 */
export async function upsertUseAndLoss(tenantId: string, operations: UseAndLossInput[]): Promise<{ stored: number }> {
  const rows = lastById(operations);
  const products = await requireProducts(
    tenantId,
    rows.map(({ index, value }) => ({ index, field: "product_id", id: value.productId })),
  );
  requireUnitQuantities(rows, products);
  const groups = await groupNames(tenantId);
  const puts = rows.map(({ value }) => {
    const operation: UseAndLoss = {
      ...value,
      ...copyProduct(value.productId, products.get(value.productId), groups),
      status: "open",
      writtenOff: 0,
      cost: 0,
      icmsCredit: 0,
    };
    return {
      Put: {
        TableName: tableName(),
        Item: useAndLossItem(tenantId, operation),
        ConditionExpression: "attribute_not_exists(pk) OR (#status = :open AND writtenOff = :zero)",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: { ":open": "open", ":zero": 0 },
      },
    };
  });
  const written = await putAllIf(puts);
  return { stored: written.filter(Boolean).length };
}

export function newUseAndLossIds(tenantId: string, count: number): Promise<number[]> {
  return reserveIds(tenantId, "useAndLoss", count, APP_USE_LOSS_ID_BASE);
}

/** The id of the operation a user's floor registration with this key stored, or undefined while the key is new. */
export async function floorOperationIdOfKey(tenantId: string, userId: number, idempotencyKey: string): Promise<number | undefined> {
  const item = await getItem(sourceKeys.useLossFloorKey(tenantId, userId, idempotencyKey), { consistent: true });
  return item ? readFloorKey(item).operationId : undefined;
}

/**
 * Stores a floor registration: its key and the open operation in one transaction, each on the condition that
 * it is new. Answers false when the key was taken first (a re-send, or a parallel one): nothing is written.
 */
export async function putFloorUseAndLoss(tenantId: string, operation: FloorUseAndLoss): Promise<boolean> {
  const isNew = "attribute_not_exists(pk)";
  const key = { ...sourceKeys.useLossFloorKey(tenantId, operation.userId, operation.idempotencyKey), operationId: operation.id };
  try {
    await transactWrite([
      { Put: { TableName: tableName(), Item: key, ConditionExpression: isNew } },
      { Put: { TableName: tableName(), Item: useAndLossItem(tenantId, operation), ConditionExpression: isNew } },
    ]);
    return true;
  } catch (error) {
    if (failedConditions(error)?.includes(0)) return false;
    throw error;
  }
}

/** A user's open operations of a day registered on the floor. */
export async function listOpenFloorUseAndLoss(tenantId: string, userId: number, date: string): Promise<UseAndLoss[]> {
  const items = await queryAll({
    IndexName: "gsi1",
    KeyConditionExpression: "gsi1pk = :pk",
    FilterExpression: "userId = :userId AND #date = :date",
    ExpressionAttributeNames: { "#date": "date" },
    ExpressionAttributeValues: { ":pk": sourceKeys.useLossByStatus(tenantId, "open"), ":userId": userId, ":date": date },
  });
  return items.map(useAndLossFromItem);
}
