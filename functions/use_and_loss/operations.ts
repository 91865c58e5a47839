import {
  USE_AND_LOSS_DEFAULT_DAYS,
  USE_AND_LOSS_INPUT_MESSAGES,
  type UseAndLossDetail,
  type UseAndLossListQuery,
  type UseAndLossRow,
} from "../../shared/contracts/use-and-loss";
import { getNotableProduct, listNotableProducts } from "../notable_products/read";
import { listUseAndLoss } from "./storage/use-and-loss";
import { commitUseAndLossRemoved } from "./storage/write-offs";
import { Conflict } from "../lib/errors";
import { historyPeriod } from "../lib/period-input";
import { USE_AND_LOSS_MESSAGES } from "./messages";
import { onFreshReads } from "./races";
import { useAndLossRow, writeOffRow } from "./wire";
import { readOperationWithWriteOffs } from "./write-off";

/**
 * GET /use_and_loss?operation=&status=&start_date=&end_date=: the operations of a type and status ("all" or
 * absent: any), by id; the applied ones only when dated in the period (default: the last
 * USE_AND_LOSS_DEFAULT_DAYS days), the pending ones (open, closed) whatever their date.
 */
export async function listOperations(tenantId: string, query: UseAndLossListQuery): Promise<UseAndLossRow[]> {
  const filter = {
    ...(query.operation && query.operation !== "all" ? { operation: query.operation } : {}),
    ...(query.status && query.status !== "all" ? { status: query.status } : {}),
    period: historyPeriod(query, USE_AND_LOSS_DEFAULT_DAYS, USE_AND_LOSS_INPUT_MESSAGES.period),
  };
  const [operations, notables] = await Promise.all([listUseAndLoss(tenantId, filter), listNotableProducts(tenantId)]);
  const notable = new Set(notables.map((row) => row.productId));
  return operations.sort((a, b) => a.id - b.id).map((operation) => useAndLossRow(operation, notable.has(operation.productId)));
}

/** GET /use_and_loss/{id}: the operation with its allocations (entry lines, quantities, cost, credit to reverse). */
export async function operationDetail(tenantId: string, operationId: number): Promise<UseAndLossDetail> {
  const { operation, writeOffs } = await onFreshReads(() => readOperationWithWriteOffs(tenantId, operationId));
  const notable = await getNotableProduct(tenantId, operation.productId);
  const allocations = writeOffs.sort((a, b) => b.entryDate.localeCompare(a.entryDate) || a.entryItemId - b.entryItemId).map(writeOffRow);
  return { ...useAndLossRow(operation, notable !== undefined), allocations };
}

/** Spec §4: remove only when open; what a partial write-off took goes back to its entry lines. */
export function removeOperation(tenantId: string, operationId: number): Promise<void> {
  return onFreshReads(async () => {
    const { operation, writeOffs } = await readOperationWithWriteOffs(tenantId, operationId);
    if (operation.status !== "open") throw new Conflict(USE_AND_LOSS_MESSAGES.removeNotOpen);
    await commitUseAndLossRemoved(tenantId, operation, writeOffs);
  });
}
