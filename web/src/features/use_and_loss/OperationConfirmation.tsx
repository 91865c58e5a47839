import { useState } from "react";
import type { UseAndLossRow } from "../../../../shared/contracts/use-and-loss";
import { ConfirmModal } from "../../app/ConfirmModal";
import { applyOperation, applyOperations, removeOperation, removeOperations, undoWriteOff } from "./api";
import { ACTIONS, CONFIRMATIONS } from "./labels";

/** A change to one operation, or to the selection, waiting for the user's confirmation (spec §8). */
export type PendingChange =
  | { kind: "apply" | "undo" | "remove"; row: UseAndLossRow }
  | { kind: "applySelected" | "removeSelected"; rows: readonly UseAndLossRow[]; clearSelection: () => void };

interface Wording {
  header: string;
  question: string;
  confirm: string;
}

function wordingOf(change: PendingChange): Wording {
  switch (change.kind) {
    case "apply":
      return { header: CONFIRMATIONS.applyHeader, question: CONFIRMATIONS.apply(change.row), confirm: ACTIONS.apply };
    case "undo":
      return { header: CONFIRMATIONS.undoHeader, question: CONFIRMATIONS.undo(change.row), confirm: ACTIONS.undo };
    case "remove":
      return { header: CONFIRMATIONS.removeHeader, question: CONFIRMATIONS.remove(change.row), confirm: ACTIONS.remove };
    case "applySelected":
      return { header: CONFIRMATIONS.applySelectedHeader, question: CONFIRMATIONS.applySelected(change.rows.length), confirm: ACTIONS.apply };
    case "removeSelected":
      return { header: CONFIRMATIONS.removeSelectedHeader, question: CONFIRMATIONS.removeSelected(change.rows.length), confirm: ACTIONS.remove };
  }
}

/** Runs the change; true when anything changed (the server's answer is already notified either way). */
async function perform(change: PendingChange): Promise<boolean> {
  switch (change.kind) {
    case "apply":
      return applyOperation(change.row.id);
    case "undo":
      return undoWriteOff(change.row.id);
    case "remove":
      return removeOperation(change.row.id);
    case "applySelected":
      return applyOperations(change.rows.map((row) => row.id));
    case "removeSelected":
      return (await removeOperations(change.rows.map((row) => row.id))) > 0;
  }
}

export interface OperationConfirmationProps {
  pending: PendingChange | null;
  onCancel: () => void;
  /** Something changed: the list reloads. */
  onDone: () => void;
}

/**
 * 'Tem certeza que deseja aplicar / estornar a baixa / remover ...?' before each change. A refused bulk
 * apply keeps the selection (nothing was applied; the server's reason is on screen); removals clear it.
 */
export function OperationConfirmation({ pending, onCancel, onDone }: OperationConfirmationProps) {
  const [busy, setBusy] = useState(false);
  const wording = pending ? wordingOf(pending) : null;

  const confirm = async (change: PendingChange) => {
    setBusy(true);
    const changed = await perform(change);
    setBusy(false);
    if (change.kind === "removeSelected" || (change.kind === "applySelected" && changed)) change.clearSelection();
    if (changed) onDone();
    else onCancel();
  };

  return (
    <ConfirmModal
      visible={pending !== null}
      header={wording?.header ?? ""}
      confirmText={wording?.confirm ?? ""}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (pending) void confirm(pending);
      }}
    >
      {wording?.question}
    </ConfirmModal>
  );
}
