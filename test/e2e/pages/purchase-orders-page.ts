import ModalWrapper from "@cloudscape-design/components/test-utils/selectors/modal";
import type { Locator, Page } from "playwright-core";
import { formatDate } from "../../../web/src/app/format";
import { ui } from "./cloudscape";
import { ListTable } from "./list-table";

/**
 * Page objects of the purchase-order screens (spec §2.5): the orders list, an order's items and cost
 * variation, the 'Status de Pedidos' dialog and the item dialogs, all built on the list kit's table.
 */

/** Selectors inside a dialog, from its root. */
const modal = new ModalWrapper(":scope");

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

/** The 'Últimas Entradas' dialog: its list and the 'Entradas desde' date. */
export class LastEntriesDialog extends Dialog {
  get since(): Locator {
    return this.root.getByLabel("Entradas desde", { exact: true });
  }

  /** Types a day (given as YYYY-MM-DD) into 'Entradas desde' as a person does: dd/mm/aaaa, then leaves the field. */
  async setSince(isoDay: string): Promise<void> {
    await this.since.fill(formatDate(isoDay));
    await this.since.press("Tab");
  }
}

/** A list page of the purchase-order section (orders, items or variation). */
export class PurchaseOrdersPage {
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

  get lastEntries(): LastEntriesDialog {
    return new LastEntriesDialog(this.page);
  }

  async open(path: string): Promise<this> {
    await this.page.goto(`${this.baseUrl}${path}`);
    await this.list.waitForRows();
    return this;
  }

  /** Picks an option of the 'Status de Pedidos' dialog and applies it. */
  async chooseStatus(label: string): Promise<void> {
    await this.list.headerButton("Status").click();
    await this.dialog.header.getByText("Status de Pedidos").waitFor();
    await this.dialog.root.getByLabel(label, { exact: true }).check();
    await this.dialog.root.getByRole("button", { name: "Aplicar" }).click();
    await this.dialog.root.waitFor({ state: "hidden" });
  }

  /** The status dialog's options, in order. */
  async statusOptions(): Promise<string[]> {
    const group = this.dialog.root.locator(modal.findContent().findRadioGroup().toSelector());
    return (await group.innerText())
      .split("\n")
      .map((text) => text.trim())
      .filter(Boolean);
  }
}

/** "R$ 1.234,56" -> 123456 (cents). */
export function brlCents(text: string): number {
  const digits = text.replace(/[^\d,-]/g, "").replace(",", ".");
  return Math.round(Number(digits) * 100);
}

/** "-12,34%" -> -12.34. */
export function percentValue(text: string): number {
  return Number(text.replace(/[^\d,-]/g, "").replace(",", "."));
}
