import { useState } from "react";
import { ConfirmModal } from "./ConfirmModal";

/** A change waiting for the user's confirmation (spec §8: 'Tem certeza que deseja ...?'). */
export interface PendingChange {
  header: string;
  question: string;
  confirmText: string;
  /** Runs the change; true when anything changed (the server's answer is already notified either way). */
  perform: () => Promise<boolean>;
}

export interface ChangeConfirmationProps {
  pending: PendingChange | null;
  onCancel: () => void;
  /** Something changed: the list reloads. */
  onDone: () => void;
}

/** The confirmation before a change of a list screen; the confirm button is busy while it runs. */
export function ChangeConfirmation({ pending, onCancel, onDone }: ChangeConfirmationProps) {
  const [busy, setBusy] = useState(false);

  const confirm = async (change: PendingChange) => {
    setBusy(true);
    const changed = await change.perform();
    setBusy(false);
    if (changed) onDone();
    else onCancel();
  };

  return (
    <ConfirmModal
      visible={pending !== null}
      header={pending?.header ?? ""}
      confirmText={pending?.confirmText ?? ""}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (pending && !busy) void confirm(pending);
      }}
    >
      {pending?.question}
    </ConfirmModal>
  );
}
