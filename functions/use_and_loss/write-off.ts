import { defaultEntriesSince } from "../../shared/dates";
import { toMilli } from "../../shared/money";
import { entryDateInWindow, type WriteOffEntryWindow, writeOffAfter, writeOffEntryWindow } from "../../shared/formulas/write-off";
import { getEntryItem, listEntryItemsOfProduct, type PurchaseEntryItem } from "../lib/entities/entries";
import { quantity } from "../lib/entities/support/numbers";
import { getUseAndLoss, type UseAndLoss } from "./storage/use-and-loss";
import { commitWriteOff, commitWriteOffsUndone, listWriteOffs, type WriteOff, type WriteOffAllocation } from "./storage/write-offs";
import { Conflict, NotFound } from "../lib/errors";
import { countEvent } from "../lib/metrics";
import { USE_AND_LOSS_MESSAGES } from "./messages";
import { onFreshReads, StaleRead } from "./races";
import { availableOf, remainingOf } from "./wire";

/**
 * Entry lines an operation may be written off against: undo and removal release every allocation in one
 * transaction of at most 100 writes (the operation, then per allocation its record and its entry line).
 */
export const MAX_ALLOCATIONS = 49;

/** An operation with its allocations, read together: they must add up to its written-off quantity, else read again. */
export interface OperationWithWriteOffs {
  operation: UseAndLoss;
  writeOffs: WriteOff[];
}

export async function readOperationWithWriteOffs(tenantId: string, operationId: number): Promise<OperationWithWriteOffs> {
  const [operation, writeOffs] = await Promise.all([getUseAndLoss(tenantId, operationId), listWriteOffs(tenantId, operationId)]);
  if (!operation) throw new NotFound(USE_AND_LOSS_MESSAGES.operationNotFound(operationId));
  const allocated = writeOffs.reduce((sum, writeOff) => sum + toMilli(writeOff.quantity), 0);
  // A write-off committed between the two reads: the transaction's conditions would refuse it anyway.
  if (allocated !== toMilli(operation.writtenOff)) throw new StaleRead();
  return { operation, writeOffs };
}

/**
 * How much of an open operation an entry item of the same product may take (spec §4, §5, §9, DESIGN §6):
 * only an entry dated on or before the operation's date, within the 365 days before it (writeOffEntryWindow);
 * more than zero (the body schema), no more than the operation still needs nor than the item has available
 * (its quantity minus everything already allocated to it). The allocation on that item grows by the amount, its
 * cost and ICMS credit to reverse are computed over the whole of it from the line as read, and the
 * operation's totals change by the difference. Covering the whole quantity closes the operation.
 */
export function planWriteOff({ operation, writeOffs }: OperationWithWriteOffs, entryItem: PurchaseEntryItem, amount: number): WriteOffAllocation {
  if (operation.status === "applied") throw new Conflict(USE_AND_LOSS_MESSAGES.writeOffApplied);
  if (operation.status !== "open") throw new Conflict(USE_AND_LOSS_MESSAGES.notOpen);
  if (operation.productId !== entryItem.productId) throw new Conflict(USE_AND_LOSS_MESSAGES.otherProduct);
  const placed = entryDateInWindow(entryItem.entryDate, operation.date);
  if (placed === "after") throw new Conflict(USE_AND_LOSS_MESSAGES.entryAfterOperation(entryItem.entryDate, operation.date));
  if (placed === "before") throw new Conflict(USE_AND_LOSS_MESSAGES.entryTooOld(entryItem.entryDate, operation.date));
  const wanted = quantity(amount);
  const remaining = remainingOf(operation);
  const available = availableOf(entryItem);
  if (wanted > remaining) throw new Conflict(USE_AND_LOSS_MESSAGES.aboveRemaining(remaining));
  if (wanted > available) throw new Conflict(USE_AND_LOSS_MESSAGES.aboveAvailable(available));
  const previous = writeOffs.find((writeOff) => writeOff.entryItemId === entryItem.id);
  if (!previous && writeOffs.length >= MAX_ALLOCATIONS) throw new Conflict(USE_AND_LOSS_MESSAGES.tooManyAllocations(MAX_ALLOCATIONS));

  const after = writeOffAfter(operation, entryItem, previous, wanted);
  const allocation: WriteOff = {
    operationId: operation.id,
    operation: operation.operation,
    operationDate: operation.date,
    entryItemId: entryItem.id,
    entryId: entryItem.entryId,
    entryNumber: entryItem.entryNumber,
    entryDate: entryItem.entryDate,
    supplier: entryItem.supplier,
    productId: operation.productId,
    barcode: operation.barcode,
    product: operation.product,
    unit: operation.unit,
    quantity: after.allocated,
    ...after.allocation,
  };
  return {
    operation,
    entryItem,
    previous,
    amount: wanted,
    allocation,
    after: { writtenOff: after.writtenOff, cost: after.cost, icmsCredit: after.icmsCredit, status: after.closes ? "closed" : "open" },
  };
}

/** Allocates `amount` of an operation to an entry item; answers the operation as it now is. */
export function allocateWriteOff(tenantId: string, operationId: number, entryItemId: number, amount: number): Promise<UseAndLoss> {
  return onFreshReads(async () => {
    const [read, entryItem] = await Promise.all([readOperationWithWriteOffs(tenantId, operationId), getEntryItem(tenantId, entryItemId)]);
    if (!entryItem) throw new NotFound(USE_AND_LOSS_MESSAGES.entryItemNotFound(entryItemId));
    const decided = planWriteOff(read, entryItem, amount);
    await commitWriteOff(tenantId, decided);
    countEvent("WriteOffRegistered");
    return { ...read.operation, ...decided.after };
  });
}

/** Undo (estornar) is possible while not applied, once something is written off. */
export function checkUndoable({ operation, writeOffs }: OperationWithWriteOffs): void {
  if (operation.status === "applied") throw new Conflict(USE_AND_LOSS_MESSAGES.undoApplied);
  if (writeOffs.length === 0) throw new Conflict(USE_AND_LOSS_MESSAGES.nothingToUndo);
}

/** Releases every allocation of an operation and reopens it; answers the operation as it now is. */
export function undoWriteOff(tenantId: string, operationId: number): Promise<UseAndLoss> {
  return onFreshReads(async () => {
    const read = await readOperationWithWriteOffs(tenantId, operationId);
    checkUndoable(read);
    await commitWriteOffsUndone(tenantId, read.operation, read.writeOffs);
    return { ...read.operation, writtenOff: 0, cost: 0, icmsCredit: 0, status: "open" };
  });
}

/** Entry lines of a product dated from `window.from` (up to `window.to` when given) with quantity left to write off, newest first. */
export async function listWriteOffAvailable(
  tenantId: string,
  productId: number,
  window: Pick<WriteOffEntryWindow, "from"> & Partial<WriteOffEntryWindow>,
): Promise<PurchaseEntryItem[]> {
  const items = await listEntryItemsOfProduct(tenantId, productId, window.from, window.to);
  return items.filter((item) => availableOf(item) > 0);
}

/**
 * GET /use_and_loss/writeoff_available: the product's entry lines with quantity left, from `since` (365 days
 * back by default). For an operation, only the ones it may take (writeOffEntryWindow): `since` never reaches
 * further back than the window, and nothing after the operation's date; its product must be the one asked.
 */
export async function writeOffAvailableFor(
  tenantId: string,
  productId: number,
  since: string | undefined,
  operationId: number | undefined,
): Promise<PurchaseEntryItem[]> {
  if (operationId === undefined) return listWriteOffAvailable(tenantId, productId, { from: since ?? defaultEntriesSince() });
  const operation = await getUseAndLoss(tenantId, operationId);
  if (!operation) throw new NotFound(USE_AND_LOSS_MESSAGES.operationNotFound(operationId));
  if (operation.productId !== productId) throw new Conflict(USE_AND_LOSS_MESSAGES.availableOtherProduct(operationId));
  const window = writeOffEntryWindow(operation.date);
  return listWriteOffAvailable(tenantId, productId, { from: since && since > window.from ? since : window.from, to: window.to });
}
