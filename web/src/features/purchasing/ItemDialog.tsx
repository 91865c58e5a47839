import Box from "@cloudscape-design/components/box";
import Button from "@cloudscape-design/components/button";
import Modal, { type ModalProps } from "@cloudscape-design/components/modal";
import type { ReactNode } from "react";

const CLOSE = "Fechar";

/** The frame of an order item's dialog list: a large modal with a close button. */
export interface ItemDialogProps {
  title: string;
  onDismiss: () => void;
  /** Wide lists take the whole window ("max"). */
  size?: ModalProps.Size;
  children: ReactNode;
}

export function ItemDialog({ title, onDismiss, size = "large", children }: ItemDialogProps) {
  return (
    <Modal
      visible
      size={size}
      header={title}
      closeAriaLabel={CLOSE}
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            {CLOSE}
          </Button>
        </Box>
      }
    >
      {children}
    </Modal>
  );
}
