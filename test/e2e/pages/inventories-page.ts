import ModalWrapper from "@cloudscape-design/components/test-utils/selectors/modal";
import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { ListTable, type RowRef } from "./list-table";
import { Dialog } from "./purchase-orders-page";
import { textOf } from "./text";

/**
 * Page objects of the inventories screens (spec §2.7): the inventories list with 'Novo Inventário', the
 * counts with the 'Tipo de Relatório' and 'Corrigir Contagem' dialogs, the inventory products with their
 * divergence views and the missing products, all on the list kit; the confirmations before each change.
 */

const modal = new ModalWrapper(":scope");
const formField = ui.findFormField();

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

/** 'Novo Inventário': 'Ano de Referência' and 'Período'. */
export class NewInventoryDialog extends FormDialog {
  async fill(year: string, period: string | null): Promise<void> {
    await this.field("Ano de Referência").fill(year);
    if (period === null) return;
    await this.root.locator(ui.findSelect().findTrigger().toSelector().replace(/^body /, "")).click();
    await this.page.getByRole("option", { name: period, exact: true }).click();
  }
}

/** A screen of the inventories section: one list, its dialogs and confirmations. */
export class InventoriesScreen {
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

  get newInventoryDialog(): NewInventoryDialog {
    return new NewInventoryDialog(this.page);
  }

  get fixDialog(): FormDialog {
    return new FormDialog(this.page);
  }

  async open(path: string): Promise<this> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.list.waitForRows();
    return this;
  }

  /** Opens the page and waits for the list to stop loading, rows or not. */
  async openEmpty(path: string): Promise<this> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.list.title.waitFor();
    return this;
  }

  /** 'Criar Inventário', then the dialog. */
  async openNewInventory(): Promise<NewInventoryDialog> {
    await this.list.headerButton("Criar Inventário").click();
    await this.newInventoryDialog.header.waitFor();
    return this.newInventoryDialog;
  }

  /** A row option inside a group of the row's menu ('Visualizar Contagens' > 'Contagens Abertas'). */
  async chooseRowSubOption(row: RowRef, group: string, option: string): Promise<void> {
    await this.list.row(row).getByRole("button", { name: "Opções do registro" }).click();
    await this.page.getByRole("menuitem", { name: group, exact: true }).click();
    await this.page.getByRole("menuitem", { name: option, exact: true }).click();
  }

  /** The confirmation's question, then its primary button. */
  async confirm(button: string): Promise<string> {
    const dialog = this.dialog;
    await dialog.header.waitFor();
    const question = await textOf(dialog.root.locator(modal.findContent().toSelector()));
    await dialog.root.getByRole("button", { name: button, exact: true }).click();
    await dialog.root.waitFor({ state: "hidden" });
    return question;
  }

  /** The 'Tipo de Relatório' dialog's options, in order (closed again). */
  async reportTypes(): Promise<string[]> {
    await this.list.headerButton("Status").click();
    await this.dialog.header.waitFor();
    const group = this.dialog.root.locator(modal.findContent().findRadioGroup().toSelector());
    const options = (await group.innerText())
      .split("\n")
      .map((text) => text.trim())
      .filter(Boolean);
    await this.dialog.root.getByRole("button", { name: "Cancelar" }).click();
    await this.dialog.root.waitFor({ state: "hidden" });
    return options;
  }

  async chooseReportType(option: string): Promise<void> {
    await this.list.headerButton("Status").click();
    await this.dialog.header.waitFor();
    await this.dialog.root.getByLabel(option, { exact: true }).check();
    await this.dialog.root.getByRole("button", { name: "Aplicar" }).click();
    await this.dialog.root.waitFor({ state: "hidden" });
  }

  /** The inventory products' divergence view ('Todos', 'Perdas', 'Sobras'): segments, or a select on a phone. */
  async chooseView(view: string): Promise<void> {
    const control = this.page.locator(ui.findSegmentedControl().toSelector());
    const segment = control.getByRole("button", { name: view, exact: true });
    if (await segment.isVisible()) {
      await segment.click();
      return;
    }
    await control.locator(ui.findSelect().findTrigger().toSelector().replace(/^body /, "")).click();
    await this.page.getByRole("option", { name: view, exact: true }).click();
  }

  /** Removes the list's filters (they are kept for the browser session, so the next visit would start filtered). */
  async clearFilters(): Promise<void> {
    const removeAll = this.page.locator(ui.findPropertyFilter().findRemoveAllButton().toSelector());
    if (await removeAll.isVisible()) await removeAll.click();
    await removeAll.waitFor({ state: "hidden" });
  }

  /** The text shown instead of the list (missing products of an inventory not counting). */
  get notice(): Locator {
    return this.page.locator(ui.findAlert().findContent().toSelector());
  }
}
