import ModalWrapper from "@cloudscape-design/components/test-utils/selectors/modal";
import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { Dialog } from "./purchase-orders-page";
import { textOf } from "./text";
import { ListTable } from "./list-table";

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
export class UseAndLossPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  get list(): ListTable {
    return new ListTable(this.page);
  }

  get dialog(): Dialog {
    return new Dialog(this.page);
  }

  get writeOffDialog(): WriteOffDialog {
    return new WriteOffDialog(this.page);
  }

  async open(path: string): Promise<this> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.list.waitForRows();
    return this;
  }

  /** Opens a filter dialog from its header button ('Tipo' or 'Status') and answers its options, in order. */
  async filterOptions(button: "Tipo" | "Status"): Promise<string[]> {
    await this.list.headerButton(button).click();
    await this.dialog.header.waitFor();
    const group = this.dialog.root.locator(modal.findContent().findRadioGroup().toSelector());
    return (await group.innerText())
      .split("\n")
      .map((text) => text.trim())
      .filter(Boolean);
  }

  /** Picks an option of a filter dialog ('Tipo de Operações' through 'Tipo', 'Status de Operações' through 'Status') and applies it. */
  async chooseFilter(button: "Tipo" | "Status", option: string): Promise<void> {
    await this.list.headerButton(button).click();
    await this.dialog.header.waitFor();
    await this.dialog.root.getByLabel(option, { exact: true }).check();
    await this.dialog.root.getByRole("button", { name: "Aplicar" }).click();
    await this.dialog.root.waitFor({ state: "hidden" });
  }

  /** The confirmation's question, then its primary button ('Aplicar', 'Estornar Baixa', 'Remover'). */
  async confirm(button: string): Promise<string> {
    const dialog = this.dialog;
    await dialog.header.waitFor();
    const question = await textOf(dialog.root.locator(modal.findContent().toSelector()));
    await dialog.root.getByRole("button", { name: button, exact: true }).click();
    await dialog.root.waitFor({ state: "hidden" });
    return question;
  }
}
