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

/** Why a selection cannot be applied together, or undefined when it can. */
export type ApplySelectionRefusal = "empty" | "tooMany" | "notClosed" | "mixed";

/**
 * Spec §4: bulk apply needs every selected operation closed and all of one operation type (Uso or Perda), at
 * most APPLY_ALL_MAX of them. The server refuses the same selections, naming the reason and applying none.
 */
export function applySelectionRefusal(selection: readonly Pick<UseAndLossRow, "status" | "written_off" | "operation">[]): ApplySelectionRefusal | undefined {
  if (selection.length === 0) return "empty";
  if (selection.length > APPLY_ALL_MAX) return "tooMany";
  if (!selection.every(canApply)) return "notClosed";
  if (new Set(selection.map((operation) => operation.operation)).size > 1) return "mixed";
  return undefined;
}

export function canApplySelection(selection: readonly Pick<UseAndLossRow, "status" | "written_off" | "operation">[]): boolean {
  return applySelectionRefusal(selection) === undefined;
}

/** Bulk remove needs every selected operation open. */
export function canRemoveSelection(selection: readonly Operation[]): boolean {
  return selection.length > 0 && selection.every(canRemove);
}
