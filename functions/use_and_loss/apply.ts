import { commitUseAndLossApplied, getUseAndLoss, type UseAndLoss } from "../lib/entities/use-and-loss";
import { Conflict, NotFound } from "../lib/errors";
import { busyWhenRefused, USE_AND_LOSS_MESSAGES } from "./messages";

/** Only an operation whose quantity is fully written off (closed) may be applied. */
export function checkApplicable(operation: UseAndLoss): void {
  if (operation.status !== "closed") throw new Conflict(USE_AND_LOSS_MESSAGES.notClosed);
}

/** Applies a closed operation (closed -> applied): its quantity leaves the product's stock. */
export async function applyUseAndLoss(tenantId: string, operationId: number): Promise<UseAndLoss> {
  const operation = await getUseAndLoss(tenantId, operationId);
  if (!operation) throw new NotFound(USE_AND_LOSS_MESSAGES.operationNotFound);
  checkApplicable(operation);
  try {
    await commitUseAndLossApplied(tenantId, operation);
  } catch (error) {
    throw busyWhenRefused(error);
  }
  return { ...operation, status: "applied" };
}
