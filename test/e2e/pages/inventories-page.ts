import type { Locator } from "playwright-core";
import { ui } from "./cloudscape";
import { FormDialog, SectionScreen } from "./section-screen";

/**
 * Page objects of the inventories screens (spec §2.7): the inventories list with 'Novo Inventário', the
 * counts with the 'Tipo de Relatório' and 'Corrigir Contagem' dialogs, the inventory products with their
 * divergence views and the missing products, all on the list kit; the confirmations before each change.
 */

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
export class InventoriesScreen extends SectionScreen {
  get newInventoryDialog(): NewInventoryDialog {
    return new NewInventoryDialog(this.page);
  }

  get fixDialog(): FormDialog {
    return new FormDialog(this.page);
  }

  /** 'Criar Inventário', then the dialog. */
  async openNewInventory(): Promise<NewInventoryDialog> {
    await this.list.headerButton("Criar Inventário").click();
    await this.newInventoryDialog.header.waitFor();
    return this.newInventoryDialog;
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

  /** The text shown instead of the list (missing products of an inventory not counting). */
  get notice(): Locator {
    return this.page.locator(ui.findAlert().findContent().toSelector());
  }
}
