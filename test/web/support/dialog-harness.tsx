import { I18nProvider } from "@cloudscape-design/components/i18n";
import ptBR from "@cloudscape-design/components/i18n/messages/all.pt-BR";
import createWrapper, { type FormFieldWrapper, type ModalWrapper } from "@cloudscape-design/components/test-utils/dom";
import { act, type ReactNode } from "react";
import { useMountedRoot } from "./mounted-root";

/**
 * A dialog rendered in jsdom as the app renders it (Cloudscape in pt-BR), for the dialog tests: `open` renders
 * it and answers its modal, `settle` lets its pending answers and effects run. Each test gets a fresh root.
 */
export interface DialogHarness {
  open(dialog: ReactNode): Promise<ModalWrapper>;
  settle(): Promise<void>;
}

export function useDialogHarness(): DialogHarness {
  const mounted = useMountedRoot();

  const settle = async () => {
    for (let round = 0; round < 5; round++) {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }
  };

  const open = async (dialog: ReactNode) => {
    await act(async () => {
      mounted.root.render(
        <I18nProvider locale="pt-BR" messages={[ptBR]}>
          {dialog}
        </I18nProvider>,
      );
    });
    await settle();
    const modal = createWrapper(document.body).findModal();
    if (!modal) throw new Error("diálogo não aberto");
    return modal;
  };

  return { open, settle };
}

/** The dialog's form field of a label. */
export function formField(modal: ModalWrapper, label: string): FormFieldWrapper {
  const found = createWrapper(modal.getElement())
    .findAllFormFields()
    .find((wrapper) => wrapper.findLabel()?.getElement().textContent === label);
  if (!found) throw new Error(`campo '${label}' não encontrado`);
  return found;
}

/** The validation message under a field, or null. */
export function fieldError(modal: ModalWrapper, label: string): string | null {
  return formField(modal, label).findError()?.getElement().textContent ?? null;
}

/** The text input of a field. */
export function fieldInput(modal: ModalWrapper, label: string) {
  const found = formField(modal, label).findControl()?.findInput();
  if (!found) throw new Error(`sem campo '${label}'`);
  return found;
}

/** Types into a field as a person does (the whole text at once). */
export async function typeInto(modal: ModalWrapper, label: string, text: string): Promise<void> {
  await act(async () => fieldInput(modal, label).setInputValue(text));
}
