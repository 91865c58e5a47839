import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import Modal, { type ModalProps } from "@cloudscape-design/components/modal";
import SpaceBetween from "@cloudscape-design/components/space-between";
import type { ReactNode } from "react";

export interface ConfirmModalProps {
  visible: boolean;
  header: string;
  /** The question (spec §8: 'Tem certeza que deseja remover ...?'). */
  children: ReactNode;
  confirmText: string;
  /** Shows the confirm button busy while the action runs. */
  busy?: boolean;
  /** Keeps the confirm button off while the choice in the dialog cannot be applied. */
  confirmDisabled?: boolean;
  size?: ModalProps.Size;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * A dialog with 'Cancelar' and one primary action: the confirmation before a destructive or state-changing
 * action (spec §8), and the filter dialogs whose action is 'Aplicar'.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const { visible, header, children, confirmText, busy = false, confirmDisabled = false, size, onCancel, onConfirm } = props;
  return (
    <Modal
      visible={visible}
      size={size}
      onDismiss={() => {
        if (!busy) onCancel();
      }}
      header={header}
      closeAriaLabel="Fechar"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={busy}>
              Cancelar
            </Button>
            <Button variant="primary" onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
              {confirmText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
