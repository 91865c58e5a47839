import { todayInSaoPaulo } from "../../shared/dates";
import { commitUseAndLossApplied, getUseAndLoss, getUseAndLossMany, type UseAndLoss } from "./storage/use-and-loss";
import { Conflict, NotFound } from "../lib/errors";
import { failedConditions } from "../lib/transactions";
import { USE_AND_LOSS_MESSAGES } from "./messages";
import { onFreshReads } from "./races";

/** Only an operation whose quantity is fully written off (closed) may be applied. */
export function checkApplicable(operation: UseAndLoss): void {
  if (operation.status !== "closed") throw new Conflict(USE_AND_LOSS_MESSAGES.notClosed);
}

/**
 * Spec §4 bulk apply: every selected operation closed and all of one operation type; the refusal names the
 * first operation that is not closed, or the mix of types.
 */
export function checkApplicableTogether(operations: readonly UseAndLoss[]): void {
  const notClosed = operations.find((operation) => operation.status !== "closed");
  if (notClosed) throw new Conflict(USE_AND_LOSS_MESSAGES.selectionNotClosed(notClosed.id, notClosed.status));
  if (new Set(operations.map((operation) => operation.operation)).size > 1) throw new Conflict(USE_AND_LOSS_MESSAGES.selectionMixed);
}

/**
 * Applies operations as read (closed -> applied) in one transaction: their quantities leave stock and each
 * records a stock movement, all or nothing. An operation changed meanwhile is a lost race (read again); a
 * product that no longer exists is refused.
 */
async function commitApplied(tenantId: string, operations: UseAndLoss[]): Promise<void> {
  try {
    await commitUseAndLossApplied(tenantId, operations, todayInSaoPaulo());
  } catch (error) {
    // The transaction holds the operations, then one stock change per product in the order they first appear.
    const products = [...new Set(operations.map((operation) => operation.productId))];
    const missing = failedConditions(error)
      ?.map((index) => products[index - operations.length])
      .find((productId) => productId !== undefined);
    if (missing === undefined) throw error;
    throw new Conflict(USE_AND_LOSS_MESSAGES.productNotFound(missing));
  }
}

/** Applies a closed operation; exactly once, however many ask at the same time. */
export function applyUseAndLoss(tenantId: string, operationId: number): Promise<UseAndLoss> {
  return onFreshReads(async () => {
    const operation = await getUseAndLoss(tenantId, operationId);
    if (!operation) throw new NotFound(USE_AND_LOSS_MESSAGES.operationNotFound(operationId));
    checkApplicable(operation);
    await commitApplied(tenantId, [operation]);
    return { ...operation, status: "applied" };
  });
}

/** Applies a selection all together, or none of it (spec §4 bulk apply). */
export function applyUseAndLossSelection(tenantId: string, ids: readonly number[]): Promise<UseAndLoss[]> {
  return onFreshReads(async () => {
    const found = await getUseAndLossMany(tenantId, ids);
    const operations = ids.map((id) => {
      const operation = found.get(id);
      if (!operation) throw new NotFound(USE_AND_LOSS_MESSAGES.operationNotFound(id));
      return operation;
    });
    checkApplicableTogether(operations);
    await commitApplied(tenantId, operations);
    return operations.map((operation) => ({ ...operation, status: "applied" as const }));
  });
}
