import Alert from "@cloudscape-design/components/alert";
import Box from "@cloudscape-design/components/box";
import SpaceBetween from "@cloudscape-design/components/space-between";
import type { NfeProblemRow } from "../../../../shared/contracts/nfe-imports";
import { ConfirmModal } from "../../app/ConfirmModal";

export const CONFIRM_IMPORT_TEXT = {
  header: "Confirmar entrada com avisos",
  intro: "A nota tem avisos. Confirme que foram lidos para dar entrada nela:",
  accept: "Aceitar avisos e confirmar",
} as const;

export interface ConfirmImportDialogProps {
  warnings: readonly NfeProblemRow[];
  busy: boolean;
  refusal: string | null;
  onCancel: () => void;
  onAccept: () => void;
}

/** Before a note with warnings becomes an entry: the warnings listed, accepted by the user. */
export function ConfirmImportDialog({ warnings, busy, refusal, onCancel, onAccept }: ConfirmImportDialogProps) {
  return (
    <ConfirmModal visible header={CONFIRM_IMPORT_TEXT.header} confirmText={CONFIRM_IMPORT_TEXT.accept} busy={busy} onCancel={onCancel} onConfirm={onAccept}>
      <SpaceBetween size="s">
        <Box variant="p">{CONFIRM_IMPORT_TEXT.intro}</Box>
        <ul>
          {warnings.map((warning) => (
            <li key={`${warning.code}-${warning.line ?? 0}`}>
              {warning.message}
            </li>
          ))}
        </ul>
        {refusal !== null && <Alert type="error">{refusal}</Alert>}
      </SpaceBetween>
    </ConfirmModal>
  );
}
