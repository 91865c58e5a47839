import { tableName } from "../db";
import { sourceKeys } from "../keys";
import type { PurchaseEntryItem } from "./entries";
import type { UseAndLoss } from "./use-and-loss";
import { queryPartition, type StoredItem, transactWrite } from "./support/dynamo";
import { num, str } from "./support/fields";
import { quantity as roundQuantity } from "./support/numbers";

/**
 * Fiscal write-offs (baixa fiscal): part of a use/loss operation's quantity allocated to one purchase entry
 * item. The use and loss rules (functions/use_and_loss/) decide how much an allocation may take and when it
 * closes the operation; commitWriteOff stores it in one transaction with conditions on both items' values as
 * read, so concurrent write-offs cannot break the invariants (never more than the entry item has available,
 * never more than the operation still needs, only while open).
 *
 * Keys: pk T#<t>#USELOSS#<operation id padded>#WRITEOFF, sk <entry item id padded>.
 * Access patterns: write-offs of an operation (undo, fiscal reports): Query pk.
 */
export interface WriteOff {
  operationId: number;
  entryItemId: number;
  entryId: number;
  entryNumber: string;
  entryDate: string;
  supplier: string;
  quantity: number;
}

export function writeOffFromItem(item: StoredItem): WriteOff {
  return {
    operationId: num(item, "operationId"),
    entryItemId: num(item, "entryItemId"),
    entryId: num(item, "entryId"),
    entryNumber: str(item, "entryNumber"),
    entryDate: str(item, "entryDate"),
    supplier: str(item, "supplier"),
    quantity: num(item, "quantity"),
  };
}

export async function listWriteOffs(tenantId: string, operationId: number): Promise<WriteOff[]> {
  return (await queryPartition(sourceKeys.writeOffsPartition(tenantId, operationId))).map(writeOffFromItem);
}

/**
 * One write-off as the use and loss rules decided it (functions/use_and_loss/write-off.ts): the operation and
 * the entry item as they were read, the amount it takes, and the operation's written-off total and status after it.
 */
export interface WriteOffAllocation {
  operation: UseAndLoss;
  entryItem: PurchaseEntryItem;
  amount: number;
  writtenOff: number;
  status: UseAndLoss["status"];
}

/**
 * Stores an allocation in one transaction: the operation (condition: still open with the written-off amount
 * as read), the entry item (condition: allocated and quantity as read) and the write-off (amount added).
 * Throws the cancelled transaction when either item changed since it was read.
 */
export async function commitWriteOff(tenantId: string, allocation: WriteOffAllocation): Promise<void> {
  const { operation, entryItem, amount, writtenOff, status } = allocation;
  await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: sourceKeys.useLoss(tenantId, operation.id),
        UpdateExpression: "SET writtenOff = :writtenOff, #status = :status, gsi1pk = :gsi1pk",
        ConditionExpression: "#status = :open AND writtenOff = :before",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: {
          ":writtenOff": writtenOff,
          ":status": status,
          ":gsi1pk": sourceKeys.useLossByStatus(tenantId, status),
          ":open": "open",
          ":before": operation.writtenOff,
        },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: sourceKeys.entryItem(tenantId, entryItem.id),
        UpdateExpression: "SET allocated = :allocated",
        ConditionExpression: "allocated = :before AND quantity = :quantity",
        ExpressionAttributeValues: {
          ":allocated": roundQuantity(entryItem.allocated + amount),
          ":before": entryItem.allocated,
          ":quantity": entryItem.quantity,
        },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: sourceKeys.writeOff(tenantId, operation.id, entryItem.id),
        UpdateExpression:
          "SET operationId = :operationId, entryItemId = :entryItemId, entryId = :entryId, entryNumber = :entryNumber, entryDate = :entryDate, supplier = :supplier ADD quantity :amount",
        ExpressionAttributeValues: {
          ":operationId": operation.id,
          ":entryItemId": entryItem.id,
          ":entryId": entryItem.entryId,
          ":entryNumber": entryItem.entryNumber,
          ":entryDate": entryItem.entryDate,
          ":supplier": entryItem.supplier,
          ":amount": amount,
        },
      },
    },
  ]);
}
