import Alert from "@cloudscape-design/components/alert";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useState } from "react";
import type { NfeImportRow } from "../../../../shared/contracts/nfe-imports";
import { ConfirmModal } from "../../app/ConfirmModal";
import { notify } from "../../app/notifications";
import { discardImport } from "./api";
import { ACTIONS, MESSAGES, numberAndSeries } from "./labels";

export const DISCARD_TEXT = {
  header: "Descartar nota",
  question: (note: NfeImportRow) => `Descartar a nota ${numberAndSeries(note)} de ${note.supplier}? Nada entra no estoque; ela pode ser enviada de novo.`,
} as const;

export interface DiscardImportDialogProps {
  note: NfeImportRow;
  onClose: () => void;
  onDiscarded: () => void;
}

/** 'Descartar': asks, then drops the note waiting; a refusal stays in the dialog with the server's reason. */
export function DiscardImportDialog({ note, onClose, onDiscarded }: DiscardImportDialogProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    const outcome = await discardImport(note.id);
    setBusy(false);
    if (outcome.ok) {
      notify("success", MESSAGES.discarded);
      onDiscarded();
    } else setRefusal(outcome.message);
  };
  return (
    <ConfirmModal visible header={DISCARD_TEXT.header} confirmText={ACTIONS.discard} busy={busy} onCancel={onClose} onConfirm={() => void confirm()}>
      <SpaceBetween size="s">
        <span>{DISCARD_TEXT.question(note)}</span>
        {refusal !== null && <Alert type="error">{refusal}</Alert>}
      </SpaceBetween>
    </ConfirmModal>
  );
}
