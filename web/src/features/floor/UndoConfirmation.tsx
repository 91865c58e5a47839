import { ConfirmModal } from "../../app/ConfirmModal";
import { UNDO_TEXT } from "./labels";
import type { UndoTarget } from "./undo-target";

export interface UndoConfirmationProps {
  target: UndoTarget | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (id: number) => void;
}

/** Spec §8: 'Tem certeza que deseja desfazer ...?' before a registration is undone. */
export function UndoConfirmation({ target, busy, onCancel, onConfirm }: UndoConfirmationProps) {
  return (
    <ConfirmModal
      visible={target !== undefined}
      header={target?.header ?? ""}
      confirmText={UNDO_TEXT.confirm}
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (target) onConfirm(target.id);
      }}
    >
      {target?.question}
    </ConfirmModal>
  );
}
