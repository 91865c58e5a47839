import Button from "@cloudscape-design/components/button";
import Form from "@cloudscape-design/components/form";
import Modal from "@cloudscape-design/components/modal";
import SpaceBetween from "@cloudscape-design/components/space-between";
import { type FormEvent, type ReactNode, useEffect, useRef } from "react";

export const FORM_MODAL_TEXT = { save: "Salvar", cancel: "Cancelar" } as const;

export interface FormModalProps {
  header: string;
  /** While saving: 'Salvar' busy, 'Cancelar' and dismissing off. */
  saving: boolean;
  /** When set, 'Salvar' is off and says why (e.g. nothing changed yet); Enter does not submit either. */
  submitDisabledReason?: string;
  onClose: () => void;
  /** Enter in a field or 'Salvar'; the default submit is already prevented. */
  onSubmit: () => void;
  children: ReactNode;
}

/** The fields a person can change; a file input's button and a read-only field are not where typing starts. */
const FIELD_SELECTOR = [
  'input:not([type="hidden"]):not([type="file"]):not([disabled]):not([readonly])',
  "textarea:not([disabled]):not([readonly])",
  "select:not([disabled])",
  'button[aria-haspopup]:not([disabled])',
].join(", ");

function focusFirstField(form: HTMLFormElement | null): void {
  const field = form?.querySelector<HTMLElement>(FIELD_SELECTOR);
  field?.focus();
}

/**
 * Opens with the focus on its first field. The Modal's focus trap moves the focus to its close button
 * once mounted, after the fields' own autoFocus, so the first field is focused on the next task.
 */
function useFocusFirstField() {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => focusFirstField(formRef.current), 0);
    return () => clearTimeout(timer);
  }, []);
  return formRef;
}

/** A create/edit dialog (spec §8): the fields as a form, 'Cancelar' and 'Salvar' at the bottom. */
export function FormModal({ header, saving, submitDisabledReason, onClose, onSubmit, children }: FormModalProps) {
  const formRef = useFocusFirstField();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitDisabledReason === undefined) onSubmit();
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
      <form ref={formRef} onSubmit={submit} noValidate>
        <Form
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" variant="link" disabled={saving} onClick={onClose}>
                {FORM_MODAL_TEXT.cancel}
              </Button>
              <Button
                variant="primary"
                formAction="submit"
                loading={saving}
                disabled={submitDisabledReason !== undefined}
                disabledReason={submitDisabledReason}
              >
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
