import * as z from "zod";
import { USE_LOSS_OPERATIONS, type UseLossOperation } from "../../../shared/contracts/use-and-loss";
import { tableName } from "../../lib/db";
import { sourceKeys } from "../../lib/keys";
import type { PurchaseEntryItem } from "../../lib/entities/entries";
import { operationAsRead, type UseAndLoss, useAndLossStatusChange } from "./use-and-loss";
import { queryAll, queryIndex, type StoredItem, transactWrite, type WriteRequest } from "../../lib/entities/support/dynamo";
import { defineEntity, type EntityOf, stored } from "../../lib/entities/support/entity";
import { money, quantity as roundQuantity } from "../../lib/entities/support/numbers";
import { addDays, todayInSaoPaulo } from "../../../shared/dates";

/**
 * Fiscal write-offs (baixa fiscal): part of a use/loss operation's quantity allocated to one purchase entry
 * item, one record per operation and entry item (a second write-off against the same item adds to it). The
 * use and loss rules (functions/use_and_loss/) decide how much an allocation may take, its cost and ICMS
 * credit to reverse (shared/formulas/write-off.ts, over the entry line as read) and when it closes the
 * operation; this module stores their outcome in one transaction with conditions on everything as read, so
 * concurrent write-offs, undos and removals cannot break the invariants (never more than the entry item has
 * available, never more than the operation still needs, only while open). Each allocation keeps a copy of
 * what the fiscal list shows (product, entry, supplier, the operation's date).
 *
 * Keys: pk T#<t>#USELOSS#<operation id padded>#WRITEOFF, sk <entry item id padded>;
 *       gsi1pk T#<t>#WRITEOFF#<use|loss>, gsi1sk <operation date>#<operation id>#<entry item id>.
 * Access patterns:
 * - write-offs of an operation (detail, undo, removal, the next write-off): Query pk, consistent.
 * - write-offs of losses dated in a period ('Estorno de Crédito de ICMS'): Query gsi1 BETWEEN dates.
 */
export const writeOffEntity = defineEntity({
  keys: (tenantId, writeOff) => ({
    ...sourceKeys.writeOff(tenantId, writeOff.operationId, writeOff.entryItemId),
    gsi1pk: sourceKeys.writeOffsOfOperationType(tenantId, writeOff.operation),
    gsi1sk: sourceKeys.writeOffByDate(writeOff.operationDate, writeOff.operationId, writeOff.entryItemId),
  }),
  item: z.object({
    operationId: stored.number(),
    operation: stored.oneOf(USE_LOSS_OPERATIONS, "loss"),
    operationDate: stored.text(),
    entryItemId: stored.number(),
    entryId: stored.number(),
    entryNumber: stored.text(),
    entryDate: stored.text(),
    supplier: stored.text(),
    productId: stored.number(),
    barcode: stored.text(),
    product: stored.text(),
    unit: stored.text(),
    quantity: stored.number(),
    cost: stored.number(),
    /** ICMS credit to reverse (0 for a use). */
    icmsCredit: stored.number(),
  }),
});

export type WriteOff = EntityOf<typeof writeOffEntity>;

export const writeOffFromItem = writeOffEntity.fromItem;

/** An operation's write-offs; consistent, for rules that check them against the operation as read. */
export async function listWriteOffs(tenantId: string, operationId: number): Promise<WriteOff[]> {
  const items = await queryAll({
    KeyConditionExpression: "pk = :pk",
    ExpressionAttributeValues: { ":pk": sourceKeys.writeOffsPartition(tenantId, operationId) },
    ConsistentRead: true,
  });
  return items.map(writeOffFromItem);
}

/** Write-offs of operations of one type dated from `from` to `to` (YYYY-MM-DD, both included), by date. */
export async function listWriteOffsOfPeriod(tenantId: string, operation: UseLossOperation, from: string, to: string): Promise<WriteOff[]> {
  // Keys of the last day are `<to>#...`, all below `<to>$` ("$" follows "#").
  const items = await queryIndex(sourceKeys.writeOffsOfOperationType(tenantId, operation), { from, to: `${to}$` });
  return items.map(writeOffFromItem);
}

/**
 * The write-offs that took from these entry items (what holds an entry from being reversed), of operations
 * dated from a year before `since` on: write-offs are found by their operation's date.
 */
export async function writeOffsOfEntryItems(tenantId: string, entryItemIds: readonly number[], since: string): Promise<WriteOff[]> {
  const ids = new Set(entryItemIds);
  const from = addDays(since, -366);
  const to = addDays(todayInSaoPaulo(), 1);
  const found = await Promise.all(USE_LOSS_OPERATIONS.map((operation) => listWriteOffsOfPeriod(tenantId, operation, from, to)));
  return found.flat().filter((writeOff) => ids.has(writeOff.entryItemId));
}

/**
 * One write-off as the use and loss rules decided it (functions/use_and_loss/write-off.ts): the operation,
 * the entry item and the allocation already on that item as they were read, the allocation after it (whole,
 * with its figures) and the operation's totals and status after it.
 */
export interface WriteOffAllocation {
  operation: UseAndLoss;
  entryItem: PurchaseEntryItem;
  previous: WriteOff | undefined;
  amount: number;
  allocation: WriteOff;
  after: Pick<UseAndLoss, "writtenOff" | "cost" | "icmsCredit" | "status">;
}

function writeOffItem(tenantId: string, writeOff: WriteOff): StoredItem {
  return writeOffEntity.toItem(tenantId, {
    ...writeOff,
    quantity: roundQuantity(writeOff.quantity),
    cost: money(writeOff.cost),
    icmsCredit: money(writeOff.icmsCredit),
  });
}

/**
 * Stores an allocation in one transaction: the operation (condition: open, with everything as read), the
 * entry item (condition: allocated, quantity and money as read, so the figures were computed over the line
 * as stored) and the allocation record (condition: absent, or holding the quantity read). Throws the
 * cancelled transaction when anything changed since it was read.
 */
export async function commitWriteOff(tenantId: string, decided: WriteOffAllocation): Promise<void> {
  const { operation, entryItem, previous, amount, allocation, after } = decided;
  await transactWrite([
    useAndLossStatusChange(tenantId, operation, after),
    {
      Update: {
        TableName: tableName(),
        Key: sourceKeys.entryItem(tenantId, entryItem.id),
        UpdateExpression: "SET allocated = :allocated",
        ConditionExpression: "allocated = :before AND quantity = :quantity AND totalCost = :totalCost AND icmsCredit = :icmsCredit",
        ExpressionAttributeValues: {
          ":allocated": roundQuantity(entryItem.allocated + amount),
          ":before": entryItem.allocated,
          ":quantity": entryItem.quantity,
          ":totalCost": entryItem.totalCost,
          ":icmsCredit": entryItem.icmsCredit,
        },
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: writeOffItem(tenantId, allocation),
        ...(previous
          ? { ConditionExpression: "quantity = :quantity", ExpressionAttributeValues: { ":quantity": previous.quantity } }
          : { ConditionExpression: "attribute_not_exists(pk)" }),
      },
    },
  ]);
}

/**
 * Writes that release allocations: each record goes (condition: the quantity read) and its quantity goes back
 * to its entry item (condition: the item still has at least that allocated). Exact: DynamoDB adds decimals.
 */
export function releaseRequests(tenantId: string, writeOffs: readonly WriteOff[]): WriteRequest[] {
  return writeOffs.flatMap((writeOff): WriteRequest[] => [
    {
      Delete: {
        TableName: tableName(),
        Key: sourceKeys.writeOff(tenantId, writeOff.operationId, writeOff.entryItemId),
        ConditionExpression: "quantity = :quantity",
        ExpressionAttributeValues: { ":quantity": writeOff.quantity },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: sourceKeys.entryItem(tenantId, writeOff.entryItemId),
        UpdateExpression: "ADD allocated :minus",
        ConditionExpression: "allocated >= :quantity",
        ExpressionAttributeValues: { ":minus": -writeOff.quantity, ":quantity": writeOff.quantity },
      },
    },
  ]);
}

/**
 * Undo (estornar a baixa) in one transaction: the operation back to open with nothing written off (condition:
 * as read, in the status read) and every allocation released.
 */
export async function commitWriteOffsUndone(tenantId: string, operation: UseAndLoss, writeOffs: readonly WriteOff[]): Promise<void> {
  await transactWrite([
    useAndLossStatusChange(tenantId, operation, { writtenOff: 0, cost: 0, icmsCredit: 0, status: "open" }),
    ...releaseRequests(tenantId, writeOffs),
  ]);
}

/** Removal in one transaction: the operation (condition: open, as read) and every allocation released. */
export async function commitUseAndLossRemoved(tenantId: string, operation: UseAndLoss, writeOffs: readonly WriteOff[]): Promise<void> {
  await transactWrite([
    { Delete: { TableName: tableName(), Key: sourceKeys.useLoss(tenantId, operation.id), ...operationAsRead(operation) } },
    ...releaseRequests(tenantId, writeOffs),
  ]);
}
