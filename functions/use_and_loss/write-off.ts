import { getEntryItem, type PurchaseEntryItem } from "../lib/entities/entries";
import { quantity } from "../lib/entities/support/numbers";
import { getUseAndLoss, type UseAndLoss } from "../lib/entities/use-and-loss";
import { commitWriteOff, type WriteOffAllocation } from "../lib/entities/write-offs";
import { Conflict, NotFound } from "../lib/errors";
import { busyWhenRefused, USE_AND_LOSS_MESSAGES } from "./messages";

/**
 * How much of an open operation an entry item of the same product may take (DESIGN §6): more than zero, no
 * more than the operation still needs nor than the item has available (its quantity minus everything already
 * allocated). Covering the whole quantity closes the operation.
 */
export function planWriteOff(operation: UseAndLoss, entryItem: PurchaseEntryItem, amount: number): WriteOffAllocation {
  if (operation.status !== "open") throw new Conflict(USE_AND_LOSS_MESSAGES.notOpen);
  if (operation.productId !== entryItem.productId) throw new Conflict(USE_AND_LOSS_MESSAGES.otherProduct);
  const wanted = quantity(amount);
  const remaining = quantity(operation.quantity - operation.writtenOff);
  const available = quantity(entryItem.quantity - entryItem.allocated);
  if (wanted <= 0 || wanted > remaining || wanted > available) throw new Conflict(USE_AND_LOSS_MESSAGES.tooMuch);
  const writtenOff = quantity(operation.writtenOff + wanted);
  return { operation, entryItem, amount: wanted, writtenOff, status: writtenOff >= operation.quantity ? "closed" : "open" };
}

/** Allocates `amount` of an open operation to an entry item; answers the operation as it now is. */
export async function allocateWriteOff(tenantId: string, operationId: number, entryItemId: number, amount: number): Promise<UseAndLoss> {
  const [operation, entryItem] = await Promise.all([getUseAndLoss(tenantId, operationId), getEntryItem(tenantId, entryItemId)]);
  if (!operation) throw new NotFound(USE_AND_LOSS_MESSAGES.operationNotFound);
  if (!entryItem) throw new NotFound(USE_AND_LOSS_MESSAGES.entryItemNotFound);
  const allocation = planWriteOff(operation, entryItem, amount);
  try {
    await commitWriteOff(tenantId, allocation);
  } catch (error) {
    throw busyWhenRefused(error);
  }
  return { ...operation, writtenOff: allocation.writtenOff, status: allocation.status };
}
