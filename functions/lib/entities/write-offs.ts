import { TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../db";
import { Conflict, NotFound } from "../errors";
import { sourceKeys } from "../keys";
import { failedConditions, isTransactionConflict } from "../transactions";
import { getEntryItem } from "./entries";
import { getUseAndLoss, type UseAndLoss } from "./use-and-loss";
import { queryPartition, type StoredItem } from "./support/dynamo";
import { num, str } from "./support/fields";
import { quantity as roundQuantity } from "./support/numbers";

/**
 * Fiscal write-offs (baixa fiscal): part of a use/loss operation's quantity allocated to one purchase entry
 * item. The invariants (never more than the entry item has available, never more than the operation still
 * needs, only while open) hold in one transaction with conditions on both items' current values, so
 * concurrent write-offs cannot break them. Covering the whole quantity closes the operation.
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

export const WRITE_OFF_MESSAGES = {
  operationNotFound: "Operação de Uso/Perda não encontrada.",
  entryItemNotFound: "Item de entrada não encontrado.",
  notOpen: "A Operação de Uso/Perda não está em aberto.",
  otherProduct: "O item de entrada é de outro produto.",
  tooMuch: "Quantidade acima do disponível na entrada ou do que falta baixar na operação.",
  busy: "O registro foi alterado por outra pessoa. Tente novamente.",
  notClosed: "Só é possível aplicar operações baixadas.",
};

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

function refusal(error: unknown): Error {
  if (failedConditions(error) || isTransactionConflict(error)) return new Conflict(WRITE_OFF_MESSAGES.busy);
  return error instanceof Error ? error : new Error(String(error));
}

/** Allocates `amount` of an open operation to an entry item; answers the operation as it now is. */
export async function allocateWriteOff(
  tenantId: string,
  operationId: number,
  entryItemId: number,
  amount: number,
): Promise<UseAndLoss> {
  const [operation, entryItem] = await Promise.all([getUseAndLoss(tenantId, operationId), getEntryItem(tenantId, entryItemId)]);
  if (!operation) throw new NotFound(WRITE_OFF_MESSAGES.operationNotFound);
  if (!entryItem) throw new NotFound(WRITE_OFF_MESSAGES.entryItemNotFound);
  if (operation.status !== "open") throw new Conflict(WRITE_OFF_MESSAGES.notOpen);
  if (operation.productId !== entryItem.productId) throw new Conflict(WRITE_OFF_MESSAGES.otherProduct);
  const wanted = roundQuantity(amount);
  const remaining = roundQuantity(operation.quantity - operation.writtenOff);
  const available = roundQuantity(entryItem.quantity - entryItem.allocated);
  if (wanted <= 0 || wanted > remaining || wanted > available) throw new Conflict(WRITE_OFF_MESSAGES.tooMuch);
  const writtenOff = roundQuantity(operation.writtenOff + wanted);
  const status = writtenOff >= operation.quantity ? "closed" : "open";
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: sourceKeys.useLoss(tenantId, operationId),
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
              Key: sourceKeys.entryItem(tenantId, entryItemId),
              UpdateExpression: "SET allocated = :allocated",
              ConditionExpression: "allocated = :before AND quantity = :quantity",
              ExpressionAttributeValues: {
                ":allocated": roundQuantity(entryItem.allocated + wanted),
                ":before": entryItem.allocated,
                ":quantity": entryItem.quantity,
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: sourceKeys.writeOff(tenantId, operationId, entryItemId),
              UpdateExpression:
                "SET operationId = :operationId, entryItemId = :entryItemId, entryId = :entryId, entryNumber = :entryNumber, entryDate = :entryDate, supplier = :supplier ADD quantity :amount",
              ExpressionAttributeValues: {
                ":operationId": operationId,
                ":entryItemId": entryItemId,
                ":entryId": entryItem.entryId,
                ":entryNumber": entryItem.entryNumber,
                ":entryDate": entryItem.entryDate,
                ":supplier": entryItem.supplier,
                ":amount": wanted,
              },
            },
          },
        ],
      }),
    );
  } catch (error) {
    throw refusal(error);
  }
  return { ...operation, writtenOff, status };
}

/** Applies a closed operation (closed -> applied): its quantity leaves the product's stock. */
export async function applyUseAndLoss(tenantId: string, operationId: number): Promise<UseAndLoss> {
  const operation = await getUseAndLoss(tenantId, operationId);
  if (!operation) throw new NotFound(WRITE_OFF_MESSAGES.operationNotFound);
  if (operation.status !== "closed") throw new Conflict(WRITE_OFF_MESSAGES.notClosed);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: sourceKeys.useLoss(tenantId, operationId),
              UpdateExpression: "SET #status = :applied, gsi1pk = :gsi1pk",
              ConditionExpression: "#status = :closed",
              ExpressionAttributeNames: { "#status": "status" },
              ExpressionAttributeValues: {
                ":applied": "applied",
                ":closed": "closed",
                ":gsi1pk": sourceKeys.useLossByStatus(tenantId, "applied"),
              },
            },
          },
          {
            Update: {
              TableName: tableName(),
              Key: sourceKeys.product(tenantId, operation.productId),
              UpdateExpression: "ADD stock :minus",
              ConditionExpression: "attribute_exists(pk)",
              ExpressionAttributeValues: { ":minus": -operation.quantity },
            },
          },
        ],
      }),
    );
  } catch (error) {
    throw refusal(error);
  }
  return { ...operation, status: "applied" };
}
