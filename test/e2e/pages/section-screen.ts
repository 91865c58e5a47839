import ModalWrapper from "@cloudscape-design/components/test-utils/selectors/modal";
import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { ListTable, type RowRef } from "./list-table";
import { textOf } from "./text";

/**
 * What every list screen of a section offers a test: its list, the dialog on top, the confirmation before a
 * change, the one-choice filter dialogs ('Status', 'Tipo') and the row menu's groups. The section's page
 * objects (purchase orders, use and loss, inventories) extend it with their own dialogs.
 */

/** Selectors inside a dialog, from its root. */
const modal = new ModalWrapper(":scope");
const formField = ui.findFormField();

/** The dialog open on top of the page (the shell keeps its sign-out dialog hidden in the page). */
export class Dialog {
  constructor(readonly page: Page) {}

  get root(): Locator {
    return this.page.locator(ui.findModal().toSelector()).filter({ visible: true });
  }

  get header(): Locator {
    return this.root.locator(modal.findHeader().toSelector());
  }

  get list(): ListTable {
    return new ListTable(this.page, modal.findContent(), this.root);
  }

  async close(): Promise<void> {
    await this.root.locator(modal.findFooter().toSelector()).getByRole("button", { name: "Fechar" }).click();
    await this.root.waitFor({ state: "hidden" });
  }
}

/** A dialog with a form: its fields by label, their messages and 'Salvar'. */
export class FormDialog extends Dialog {
  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  /** The validation messages, in field order. */
  async errors(): Promise<string[]> {
    const selector = formField.findError().toSelector().replace(/^body /, "");
    return (await this.root.locator(selector).allInnerTexts()).map((text) => text.trim());
  }

  async save(): Promise<void> {
    await this.root.getByRole("button", { name: "Salvar", exact: true }).click();
  }

  async cancel(): Promise<void> {
    await this.root.getByRole("button", { name: "Cancelar", exact: true }).click();
    await this.root.waitFor({ state: "hidden" });
  }
}

export class SectionScreen {
  constructor(
    readonly page: Page,
    protected readonly baseUrl: string,
  ) {}

  get list(): ListTable {
    return new ListTable(this.page);
  }

  get dialog(): Dialog {
    return new Dialog(this.page);
  }

  async open(path: string): Promise<this> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.list.waitForRows();
    return this;
  }

  /** The confirmation's question, then its primary button ('Aplicar', 'Remover', 'Finalizar'...). */
  async confirm(button: string): Promise<string> {
    const dialog = this.dialog;
    await dialog.header.waitFor();
    const question = await textOf(dialog.root.locator(modal.findContent().toSelector()));
    await dialog.root.getByRole("button", { name: button, exact: true }).click();
    await dialog.root.waitFor({ state: "hidden" });
    return question;
  }

  /** The title and options of a one-choice filter dialog opened from its header button ('Status', 'Tipo'), closed again. */
  async filterOptions(button: string): Promise<{ title: string; options: string[] }> {
    await this.list.headerButton(button).click();
    await this.dialog.header.waitFor();
    const title = await textOf(this.dialog.header);
    const group = this.dialog.root.locator(modal.findContent().findRadioGroup().toSelector());
    const options = (await group.innerText())
      .split("\n")
      .map((text) => text.trim())
      .filter(Boolean);
    await this.dialog.root.getByRole("button", { name: "Cancelar" }).click();
    await this.dialog.root.waitFor({ state: "hidden" });
    return { title, options };
  }

  /** Picks an option of a one-choice filter dialog opened from its header button, and applies it. */
  async chooseFilter(button: string, option: string): Promise<void> {
    await this.list.headerButton(button).click();
    await this.dialog.header.waitFor();
    await this.dialog.root.getByLabel(option, { exact: true }).check();
    await this.dialog.root.getByRole("button", { name: "Aplicar" }).click();
    await this.dialog.root.waitFor({ state: "hidden" });
  }

  /** A row option inside a group of the row's menu ('Visualizar Contagens' > 'Contagens Abertas'). */
  async chooseRowSubOption(row: RowRef, group: string, option: string): Promise<void> {
    await this.list.row(row).getByRole("button", { name: "Opções do registro" }).click();
    await this.page.getByRole("menuitem", { name: group, exact: true }).click();
    await this.page.getByRole("menuitem", { name: option, exact: true }).click();
  }

  /** Removes the list's filters (they are kept for the browser session, so the next visit would start filtered). */
  async clearFilters(): Promise<void> {
    const removeAll = this.page.locator(ui.findPropertyFilter().findRemoveAllButton().toSelector());
    if (await removeAll.isVisible()) await removeAll.click();
    await removeAll.waitFor({ state: "hidden" });
  }
}
