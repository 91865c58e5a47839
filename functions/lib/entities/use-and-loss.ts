import { USE_LOSS_OPERATIONS, USE_LOSS_STATUSES, type UseLossOperation, type UseLossStatus } from "../../../shared/contracts/use-and-loss";
import { tableName } from "../db";
import { sourceKeys } from "../keys";
import { getItem, putAllIf, queryIndex, type StoredItem, transactWrite } from "./support/dynamo";
import { num, oneOf as storedOneOf, str } from "./support/fields";
import { quantity } from "./support/numbers";
import { copyProduct, type ProductCopy, productCopyFromItem } from "./support/product-copy";
import { groupNames, requireProducts } from "./support/refs";
import { lastById } from "./support/rows";
import { amount, isoDate, oneOf, positiveId, record, text } from "./support/wire";
import { QUANTITY } from "../../../shared/contracts/bounds";

/**
 * Use and loss operations (spec §3 UseAndLoss): stock used by the store (use) or lost (loss), registered in
 * the store's systems and sent by the integration as open operations. Write-offs (write-offs.ts) allocate
 * the quantity against purchase entry items; covered in full the operation is closed; applying it (closed ->
 * applied) takes the quantity out of stock. Those rules live in functions/use_and_loss/; this module stores
 * their outcome. Product fields are copied from the product when it arrives.
 *
 * Keys: pk T#<t>#USELOSS, sk <id padded>; gsi1pk T#<t>#USELOSS#<status>, gsi1sk <operation>#<id padded>.
 * Access patterns:
 * - operations of a status, optionally of one operation (GET /use_and_loss?operation=&status=): Query gsi1
 *   (tenant + status), begins_with <operation>#; status "all" = the three status Queries.
 * - one operation: GetItem. Its write-offs: Query (write-offs.ts).
 */

export interface UseAndLoss extends ProductCopy {
  id: number;
  date: string;
  operation: UseLossOperation;
  quantity: number;
  /** Where it was used or lost (Local de Uso). */
  location: string;
  /** Who registered it (Registrado por). */
  userName: string;
  status: UseLossStatus;
  /** Quantity already allocated by write-offs. */
  writtenOff: number;
}

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
export const useAndLossWire = record({
  id: positiveId(),
  date: isoDate(),
  operation: oneOf(USE_LOSS_OPERATIONS),
  product_id: positiveId(),
  quantity: amount(QUANTITY, "positive"),
  location: text(80),
  user_name: text(80),
}).transform(
  (wire): UseAndLossInput => ({
    id: wire.id,
    date: wire.date,
    operation: wire.operation,
    productId: wire.product_id,
    quantity: wire.quantity,
    location: wire.location.toUpperCase(),
    userName: wire.user_name.toUpperCase(),
  }),
);

export function useAndLossFromItem(item: StoredItem): UseAndLoss {
  return {
    id: num(item, "id"),
    date: str(item, "date"),
    operation: storedOneOf(item, "operation", USE_LOSS_OPERATIONS, "use"),
    ...productCopyFromItem(item),
    quantity: num(item, "quantity"),
    location: str(item, "location"),
    userName: str(item, "userName"),
    status: storedOneOf(item, "status", USE_LOSS_STATUSES, "open"),
    writtenOff: num(item, "writtenOff"),
  };
}

/** The stored item of an operation: its index follows its status and operation. */
export function useAndLossItem(tenantId: string, operation: UseAndLoss): StoredItem {
  return {
    ...sourceKeys.useLoss(tenantId, operation.id),
    gsi1pk: sourceKeys.useLossByStatus(tenantId, operation.status),
    gsi1sk: sourceKeys.useLossByOperation(operation.operation, operation.id),
    ...operation,
    quantity: quantity(operation.quantity),
    writtenOff: quantity(operation.writtenOff),
  };
}

export async function listUseAndLoss(
  tenantId: string,
  filter: { operation?: UseLossOperation; status?: UseLossStatus } = {},
): Promise<UseAndLoss[]> {
  const statuses = filter.status ? [filter.status] : [...USE_LOSS_STATUSES];
  const prefix = filter.operation ? { prefix: sourceKeys.useLossByOperation(filter.operation) } : {};
  const pages = await Promise.all(statuses.map((status) => queryIndex(sourceKeys.useLossByStatus(tenantId, status), prefix)));
  return pages.flat().map(useAndLossFromItem);
}

export async function getUseAndLoss(tenantId: string, id: number): Promise<UseAndLoss | undefined> {
  const item = await getItem(sourceKeys.useLoss(tenantId, id), { consistent: true });
  return item ? useAndLossFromItem(item) : undefined;
}

/**
 * Stores an operation's application (functions/use_and_loss/apply.ts) in one transaction: closed -> applied
 * (condition: still closed) and its quantity out of the product's stock (condition: the product exists).
 * Throws the cancelled transaction when either condition fails.
 */
export async function commitUseAndLossApplied(tenantId: string, operation: UseAndLoss): Promise<void> {
  await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: sourceKeys.useLoss(tenantId, operation.id),
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
  ]);
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
  const groups = await groupNames(tenantId);
  const puts = rows.map(({ value }) => {
    const operation: UseAndLoss = {
      ...value,
      ...copyProduct(value.productId, products.get(value.productId), groups),
      status: "open",
      writtenOff: 0,
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
