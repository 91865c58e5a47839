import { APPLY_ALL_MAX, type UseAndLossRow } from "../../../../shared/contracts/use-and-loss";

/**
 * Which options an operation offers (spec §4): the row menu and the selection's header buttons ask these;
 * the server enforces the same rules and answers a refusal with its reason.
 */

type Operation = Pick<UseAndLossRow, "status" | "written_off">;

/** The fiscal write-off dialog opens while something is left to write off: open operations. */
export function canWriteOff(operation: Operation): boolean {
  return operation.status === "open";
}

/** Undo (estornar) releases every allocation: a closed operation, or an open one partly written off. */
export function canUndoWriteOff(operation: Operation): boolean {
  return (operation.status === "open" || operation.status === "closed") && operation.written_off > 0;
}

export function canApply(operation: Operation): boolean {
  return operation.status === "closed";
}

export function canRemove(operation: Operation): boolean {
  return operation.status === "open";
}

/**
 * Bulk apply needs every selected operation closed, at most APPLY_ALL_MAX of them. That they are all of one
 * operation type is the server's to check: it refuses a mixed selection naming the reason, applying none.
 */
export function canApplySelection(selection: readonly Operation[]): boolean {
  return selection.length > 0 && selection.length <= APPLY_ALL_MAX && selection.every(canApply);
}

/** Bulk remove needs every selected operation open. */
export function canRemoveSelection(selection: readonly Operation[]): boolean {
  return selection.length > 0 && selection.every(canRemove);
}
