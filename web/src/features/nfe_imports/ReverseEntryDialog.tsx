import Alert from "@cloudscape-design/components/alert";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { useState } from "react";
import type { EntryRow } from "../../../../shared/contracts/nfe-imports";
import { formatCurrency } from "../../../../shared/format";
import { ConfirmModal } from "../../app/ConfirmModal";
import { notify } from "../../app/notifications";
import { reverseEntry } from "./api";
import { ACTIONS, MESSAGES, numberAndSeries } from "./labels";

export const REVERSE_TEXT = {
  header: "Reverter entrada",
  question: (entry: EntryRow) =>
    `Reverter a entrada da nota ${numberAndSeries(entry)} de ${entry.supplier} (${formatCurrency(entry.total)})?`,
  consequence: "O estoque dos produtos e as movimentações da entrada são desfeitos, e a nota pode ser importada de novo.",
} as const;

export interface ReverseEntryDialogProps {
  entry: EntryRow;
  onClose: () => void;
  onReversed: () => void;
}

/**
 * 'Reverter entrada': asks, then reverses; a refusal (lines already written off) stays in the dialog with the
 * server's reason, which names the write-offs that hold the entry. Mount it to open it.
 */
export function ReverseEntryDialog({ entry, onClose, onReversed }: ReverseEntryDialogProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    const outcome = await reverseEntry(entry.id);
    setBusy(false);
    if (outcome.ok) {
      notify("success", MESSAGES.reversed);
      onReversed();
    } else setRefusal(outcome.message);
  };

  return (
    <ConfirmModal
      visible
      header={REVERSE_TEXT.header}
      confirmText={ACTIONS.reverse}
      busy={busy}
      confirmDisabled={refusal !== null}
      onCancel={onClose}
      onConfirm={() => void confirm()}
    >
      <SpaceBetween size="s">
        <span>{REVERSE_TEXT.question(entry)}</span>
        <span>{REVERSE_TEXT.consequence}</span>
        {refusal !== null && <Alert type="error">{refusal}</Alert>}
      </SpaceBetween>
    </ConfirmModal>
  );
}
