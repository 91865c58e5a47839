import Button from "@cloudscape-design/components/button";
import Form from "@cloudscape-design/components/form";
import Modal from "@cloudscape-design/components/modal";
import SpaceBetween from "@cloudscape-design/components/space-between";
import type { FormEvent, ReactNode } from "react";

export const FORM_MODAL_TEXT = { save: "Salvar", cancel: "Cancelar" } as const;

export interface FormModalProps {
  header: string;
  /** While saving: 'Salvar' busy, 'Cancelar' and dismissing off. */
  saving: boolean;
  onClose: () => void;
  /** Enter in a field or 'Salvar'; the default submit is already prevented. */
  onSubmit: () => void;
  children: ReactNode;
}

/** A create/edit dialog (spec §8): the fields as a form, 'Cancelar' and 'Salvar' at the bottom. */
export function FormModal({ header, saving, onClose, onSubmit, children }: FormModalProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal
      visible
      size="medium"
      onDismiss={() => {
        if (!saving) onClose();
      }}
      header={header}
      closeAriaLabel="Fechar"
    >
      <form onSubmit={submit} noValidate>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" disabled={saving} onClick={onClose}>
                {FORM_MODAL_TEXT.cancel}
              </Button>
              <Button variant="primary" formAction="submit" loading={saving}>
                {FORM_MODAL_TEXT.save}
              </Button>
            </SpaceBetween>
          }
        >
          {children}
        </Form>
      </form>
    </Modal>
  );
}
