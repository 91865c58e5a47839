import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import Modal from "@cloudscape-design/components/modal";
import SpaceBetween from "@cloudscape-design/components/space-between";

export const SIGN_OUT_QUESTION = "Tem certeza que deseja desconectar sua sessão?";

export interface SignOutModalProps {
  visible: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before signing out (spec §2.1). */
export function SignOutModal({ visible, onCancel, onConfirm }: SignOutModalProps) {
  return (
    <Modal
      visible={visible}
      onDismiss={onCancel}
      header="Sair"
      closeAriaLabel="Fechar"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel}>
              Cancelar
            </Button>
            <Button variant="primary" onClick={onConfirm}>
              Sair
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {SIGN_OUT_QUESTION}
    </Modal>
  );
}
