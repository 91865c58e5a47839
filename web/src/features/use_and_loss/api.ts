import type {
  IcmsReversalRow,
  UseAndLossDetail,
  UseAndLossRow,
  UseLossOperationFilter,
  UseLossStatusFilter,
  WriteOffAnswer,
  WriteOffAvailableRow,
} from "../../../../shared/contracts/use-and-loss";
import type { IsoDay } from "../../../../shared/dates";
import { getList, getOne, send, sendEach, sendForData } from "../../app/api";
import type { SalesPeriod } from "../../app/sales-period";
import { MESSAGES } from "./labels";

/** The use and loss calls of spec §7; each failed read raises its §8 notification and reads as empty. */

const operationPath = (id: number) => `/use_and_loss/${id}`;

/** "all" is no filter: the query leaves it out. */
const filterQuery = <T extends string>(value: T | "all"): T | undefined => (value === "all" ? undefined : value);

/** The operations of a type and status: the applied ones of the period, the pending ones whatever their date. */
export function fetchOperations(operation: UseLossOperationFilter, status: UseLossStatusFilter, period: SalesPeriod): Promise<UseAndLossRow[]> {
  return getList<UseAndLossRow>("/use_and_loss", {
    query: { operation: filterQuery(operation), status: filterQuery(status), start_date: period.start, end_date: period.end },
    errorMessage: MESSAGES.operationsLoad,
  });
}

export function fetchOperation(id: number): Promise<UseAndLossDetail | null> {
  return getOne<UseAndLossDetail>(operationPath(id), { errorMessage: MESSAGES.operationLoad });
}

/**
 * Entry lines of the operation's product with quantity left to write off, entered from `since` (YYYY-MM-DD):
 * only the ones the operation may take (on or before its day, within the 365 days before it; spec §9).
 */
export function fetchWriteOffAvailable(operationId: number, productId: number, since: IsoDay): Promise<WriteOffAvailableRow[]> {
  return getList<WriteOffAvailableRow>("/use_and_loss/writeoff_available", {
    query: { product_id: productId, start_date: since, operation_id: operationId },
    errorMessage: MESSAGES.availableLoad(productId),
  });
}

/** The operation's figures after the write-off (null when refused: the server's reason is already shown). */
export function writeOff(id: number, entryItemId: number, quantity: number): Promise<WriteOffAnswer | null> {
  return sendForData<WriteOffAnswer>("POST", `${operationPath(id)}/writeoff`, { entry_item_id: entryItemId, writeoff: quantity });
}

export function undoWriteOff(id: number): Promise<boolean> {
  return send("POST", `${operationPath(id)}/undo_writeoff`);
}

export function applyOperation(id: number): Promise<boolean> {
  return send("POST", `${operationPath(id)}/apply`);
}

/** All or none: a refused selection (409) shows the server's reason and applies nothing. */
export function applyOperations(ids: readonly number[]): Promise<boolean> {
  return send("POST", "/use_and_loss/apply_all", { ids });
}

export function removeOperation(id: number): Promise<boolean> {
  return send("DELETE", operationPath(id), undefined, { errorMessage: MESSAGES.removeFailed(id) });
}

/** Bulk removal issues one call per selected operation (spec §7). Answers how many were removed. */
export function removeOperations(ids: readonly number[]): Promise<number> {
  return sendEach(ids, { method: "DELETE", path: operationPath, failed: MESSAGES.removeFailed, done: MESSAGES.removedMany });
}

/** 'Estorno de Crédito de ICMS': the allocations of the losses dated in the period. */
export function fetchIcmsReversal(start: IsoDay, end: IsoDay): Promise<IcmsReversalRow[]> {
  return getList<IcmsReversalRow>("/use_and_loss/icms_reversal", {
    query: { start_date: start, end_date: end },
    errorMessage: MESSAGES.icmsReversalLoad,
  });
}
