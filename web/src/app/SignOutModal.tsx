import { ConfirmModal } from "./ConfirmModal";

export const SIGN_OUT_QUESTION = "Tem certeza que deseja desconectar sua sessão?";

export interface SignOutModalProps {
  visible: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before signing out (spec §2.1). */
export function SignOutModal({ visible, onCancel, onConfirm }: SignOutModalProps) {
  return (
    <ConfirmModal visible={visible} header="Sair" confirmText="Sair" onCancel={onCancel} onConfirm={onConfirm}>
      {SIGN_OUT_QUESTION}
    </ConfirmModal>
  );
}
