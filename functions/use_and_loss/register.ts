import { FLOOR_LIST_LIMIT, type FloorOperationRow, fitsUnit, wholeUnitMessage } from "../../shared/contracts/floor";
import type { RegisterUseAndLossBody } from "../../shared/contracts/use-and-loss";
import { todayInSaoPaulo } from "../../shared/dates";
import { activeProductByBarcode, getProduct, type Product } from "../lib/entities/products";
import { backoff } from "../lib/entities/support/concurrency";
import { copyProduct } from "../lib/entities/product-copy";
import { groupNames } from "../lib/entities/refs";
import {
  type FloorUseAndLoss,
  floorOperationIdOfKey,
  getUseAndLoss,
  listOpenFloorUseAndLoss,
  newUseAndLossIds,
  putFloorUseAndLoss,
  type UseAndLoss,
} from "./storage/use-and-loss";
import { commitUseAndLossRemoved } from "./storage/write-offs";
import { Conflict, InvalidInput, NotFound } from "../lib/errors";
import { isTransactionConflict } from "../lib/transactions";
import { USE_AND_LOSS_MESSAGES } from "./messages";
import { onFreshReads } from "./races";

/**
 * Use and loss registered on the store floor (DESIGN §6): a signed-in user registers an open operation, the
 * status the integration's operations start in, dated today in São Paulo, under their name. Each registration
 * carries the phone's idempotency key: the key and the operation are stored together on the condition that
 * the key is new, so a re-send (also many at once) stores nothing and answers the first registration. The
 * user may undo their own operation while it is open with nothing written off.
 */

export interface FloorUser {
  userId: number;
  name: string;
}

/** Transactions lost to a parallel registration of the same key before its winner is read back. */
const STORE_ATTEMPTS = 8;

export function floorOperationRow(operation: UseAndLoss): FloorOperationRow {
  return {
    id: operation.id,
    date: operation.date,
    operation: operation.operation,
    product_id: operation.productId,
    barcode: operation.barcode,
    product: operation.product,
    quantity: operation.quantity,
    unit: operation.unit,
    location: operation.location,
    status: operation.status,
  };
}

/** The operation a key registered; undefined while the key is new, 409 when that operation was undone. */
async function operationOfKey(tenantId: string, userId: number, idempotencyKey: string): Promise<UseAndLoss | undefined> {
  const id = await floorOperationIdOfKey(tenantId, userId, idempotencyKey);
  if (id === undefined) return undefined;
  const operation = await getUseAndLoss(tenantId, id);
  if (!operation) throw new Conflict(USE_AND_LOSS_MESSAGES.floorKeyUndone);
  return operation;
}

async function productOfBody(tenantId: string, body: RegisterUseAndLossBody): Promise<Product> {
  if (body.product_id !== undefined) {
    const product = await getProduct(tenantId, body.product_id);
    if (!product) throw new NotFound(USE_AND_LOSS_MESSAGES.floorProductNotFound(body.product_id));
    return product;
  }
  const barcode = body.barcode ?? "";
  const product = await activeProductByBarcode(tenantId, barcode);
  if (!product) throw new NotFound(USE_AND_LOSS_MESSAGES.barcodeNotFound(barcode));
  return product;
}

/** True when stored, false when the key was taken first, undefined when a parallel transaction held an item. */
async function storeOnce(tenantId: string, operation: FloorUseAndLoss): Promise<boolean | undefined> {
  try {
    return await putFloorUseAndLoss(tenantId, operation);
  } catch (error) {
    if (isTransactionConflict(error)) return undefined;
    throw error;
  }
}

/** POST /use_and_loss: the operation registered, or the one its key registered before. */
export async function registerFloorOperation(tenantId: string, user: FloorUser, body: RegisterUseAndLossBody): Promise<UseAndLoss> {
  const key = body.idempotency_key;
  const registered = await operationOfKey(tenantId, user.userId, key);
  if (registered) return registered;
  const product = await productOfBody(tenantId, body);
  if (!fitsUnit(body.quantity, product.unit)) throw new InvalidInput(wholeUnitMessage(product.unit));
  const [[id = 0], groups] = await Promise.all([newUseAndLossIds(tenantId, 1), groupNames(tenantId)]);
  const operation: FloorUseAndLoss = {
    id,
    date: todayInSaoPaulo(),
    operation: body.operation,
    ...copyProduct(product.id, product, groups),
    quantity: body.quantity,
    location: body.location,
    userName: user.name.toUpperCase(),
    status: "open",
    writtenOff: 0,
    cost: 0,
    icmsCredit: 0,
    userId: user.userId,
    idempotencyKey: key,
  };
  for (let attempt = 0; attempt < STORE_ATTEMPTS; attempt++) {
    if (await storeOnce(tenantId, operation)) return operation;
    const first = await operationOfKey(tenantId, user.userId, key);
    if (first) return first;
    await backoff(attempt, 10, 200);
  }
  throw new Conflict(USE_AND_LOSS_MESSAGES.busy);
}

/** GET /use_and_loss/mine: the user's open operations registered today, newest first. */
export async function listFloorOperations(tenantId: string, userId: number): Promise<FloorOperationRow[]> {
  const operations = await listOpenFloorUseAndLoss(tenantId, userId, todayInSaoPaulo());
  return operations
    .sort((a, b) => b.id - a.id)
    .slice(0, FLOOR_LIST_LIMIT)
    .map(floorOperationRow);
}

/** POST /use_and_loss/{id}/undo: the user's own operation removed while open with nothing written off. */
export function undoFloorOperation(tenantId: string, userId: number, operationId: number): Promise<void> {
  return onFreshReads(async () => {
    const operation = await getUseAndLoss(tenantId, operationId);
    if (!operation) throw new NotFound(USE_AND_LOSS_MESSAGES.operationNotFound(operationId));
    if (operation.userId !== userId) throw new Conflict(USE_AND_LOSS_MESSAGES.undoNotYours(operationId));
    if (operation.status !== "open") throw new Conflict(USE_AND_LOSS_MESSAGES.undoNotOpen(operationId, operation.status));
    if (operation.writtenOff > 0) throw new Conflict(USE_AND_LOSS_MESSAGES.undoWrittenOff(operationId));
    // Conditioned on the operation as read: a write-off meanwhile makes it read and decide again.
    await commitUseAndLossRemoved(tenantId, operation, []);
  });
}
