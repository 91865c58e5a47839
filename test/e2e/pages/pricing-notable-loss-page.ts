import TableWrapper from "@cloudscape-design/components/test-utils/selectors/table";
import type { Locator } from "playwright-core";
import { ui } from "./cloudscape";
import type { RowRef } from "./list-table";
import { FormDialog, SectionScreen } from "./section-screen";
import { textOf } from "./text";

/** Page objects of /pricing/:id/notable_loss (spec §2.9, §3 PricingNotableLoss) and its edit dialog (spec §5). */

export const EDIT_OPTION = "Editar Novo Valor de Venda";

/** Selectors inside the dialog, from its root. */
const figuresTable = new TableWrapper(":scope");

/** 'Editar Novo Valor de Venda': the price and margin fields, the suggestion, the warning and the figures table. */
export class NotableLossEditDialog extends FormDialog {
  get price(): Locator {
    return this.field("Novo Valor de Venda");
  }

  get margin(): Locator {
    return this.field("Nova Margem");
  }

  get saveButton(): Locator {
    return this.root.getByRole("button", { name: "Salvar", exact: true });
  }

  get useSuggested(): Locator {
    return this.root.getByRole("button", { name: "Usar Valor Sugerido", exact: true });
  }

  /** 'Salvar' is off (Cloudscape keeps a button with a reason focusable and marks it aria-disabled). */
  async saveDisabled(): Promise<boolean> {
    return (await this.saveButton.getAttribute("aria-disabled")) === "true";
  }

  /** The warning below the desired margin, or empty when there is none. */
  async warning(): Promise<string> {
    const alert = this.root.locator(ui.findAlert().findContent().toSelector().replace(/^body /, ""));
    return (await alert.count()) === 0 ? "" : textOf(alert);
  }

  /** Each figure of the comparison table: its label, the period's value and the value with the typed price. */
  async figures(): Promise<Record<string, [string, string]>> {
    const rows = this.root.locator(figuresTable.findRows().toSelector());
    const result: Record<string, [string, string]> = {};
    for (let row = 0; row < (await rows.count()); row++) {
      const cells = (await rows.nth(row).locator(":scope > *").allInnerTexts()).map((text) => text.trim());
      const [label = "", before = "", after = ""] = cells;
      result[label] = [before, after];
    }
    return result;
  }
}

/** /pricing/:id/notable_loss. */
export class PricingNotableLossPage extends SectionScreen {
  get editDialog(): NotableLossEditDialog {
    return new NotableLossEditDialog(this.page);
  }

  async openPricing(pricingId: number): Promise<this> {
    return this.open(`/pricing/${pricingId}/notable_loss`);
  }

  /** Opens 'Editar Novo Valor de Venda' from a row's menu. */
  async edit(row: RowRef): Promise<NotableLossEditDialog> {
    await this.list.chooseRowOption(row, EDIT_OPTION);
    const dialog = this.editDialog;
    await dialog.header.waitFor();
    return dialog;
  }
}
