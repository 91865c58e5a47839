import ModalWrapper from "@cloudscape-design/components/test-utils/selectors/modal";
import type { Locator } from "playwright-core";
import { ui } from "./cloudscape";
import { Dialog, SectionScreen } from "./section-screen";
import { textOf } from "./text";

/**
 * Page objects of the use and loss screens (spec §2.6): the operations list with its filter dialogs,
 * confirmations and the Baixa Fiscal dialog, and the 'Estorno de Crédito de ICMS' list.
 */

const modal = new ModalWrapper(":scope");
const formField = ui.findFormField();
/** A selector inside a form field, from the field's own element. */
const inField = (wrapper: { toSelector(): string }) => wrapper.toSelector().replace(formField.toSelector(), ":scope");

/** The 'Baixa Fiscal' dialog: the available entries, the quantity to write off and the figures it shows. */
export class WriteOffDialog extends Dialog {
  get quantity(): Locator {
    return this.root.getByLabel("Quantidade a Baixar", { exact: true });
  }

  get confirm(): Locator {
    return this.root.locator(modal.findFooter().toSelector()).getByRole("button", { name: "Baixar", exact: true });
  }

  /** The field of a label inside the dialog's form ('Entrada', 'Quantidade a Baixar'). */
  private field(label: string): Locator {
    return this.root.locator(formField.toSelector().replace(/^body /, "")).filter({ has: this.page.getByText(label, { exact: true }) });
  }

  /** Under 'Quantidade a Baixar': the limit ('Máximo: 2 KG') and, when the quantity cannot be written off, why. */
  async quantityHint(): Promise<string> {
    const quantityField = this.field("Quantidade a Baixar");
    const texts = await quantityField.locator(`${inField(formField.findConstraint())}, ${inField(formField.findError())}`).allInnerTexts();
    return texts.map((text) => text.trim()).join(" ");
  }

  /** A figure the dialog shows by its label ('Falta Baixar', 'Crédito de ICMS a Estornar'...). */
  async figure(label: string): Promise<string> {
    const term = this.root.locator("dt").filter({ has: this.page.getByText(label, { exact: true }) }).first();
    return textOf(term.locator("xpath=following-sibling::dd[1]"));
  }

  /** The entry the write-off goes against, as the form names it. */
  async chosenEntry(): Promise<string> {
    return textOf(this.field("Entrada").locator(inField(formField.findControl())));
  }

  async writeOff(quantity: string): Promise<void> {
    await this.quantity.fill(quantity);
    await this.confirm.click();
  }
}

/** /use_and_loss/:operation/:status and /use_and_loss/icms_reversal/:period. */
export class UseAndLossPage extends SectionScreen {
  get writeOffDialog(): WriteOffDialog {
    return new WriteOffDialog(this.page);
  }
}
