import type { TableWrapper } from "@cloudscape-design/components/test-utils/selectors";
import ModalWrapper from "@cloudscape-design/components/test-utils/selectors/modal";
import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { textOf } from "./text";

/**
 * Page objects of the purchase-order screens (spec §2.5): the orders list, an order's items and cost
 * variation, the 'Status de Pedidos' dialog and the item dialogs, all built on the list kit's table.
 */

/** One list-kit table (a page's or a dialog's): header, count, cells by column header, totals, row menu. */
export class ListTable {
  /** `table` is resolved inside `scope`: the page, or a dialog (then with selectors from ':scope'). */
  constructor(
    readonly page: Page,
    private readonly table: TableWrapper,
    private readonly scope: Page | Locator = page,
  ) {}

  private find(wrapper: { toSelector(): string }): Locator {
    return this.scope.locator(wrapper.toSelector());
  }

  get root(): Locator {
    return this.find(this.table);
  }

  get title(): Locator {
    return this.find(this.table.findHeaderSlot().findHeader().findHeadingText());
  }

  get counter(): Locator {
    return this.find(this.table.findHeaderSlot().findHeader().findCounter());
  }

  get rows(): Locator {
    return this.find(this.table.findRows());
  }

  /** The headers' titles, selection and options columns included (empty); sort badges left out. */
  async headers(): Promise<string[]> {
    const texts = await this.find(this.table.findColumnHeaders()).allInnerTexts();
    return texts.map((text) => (text.split("\n")[0] ?? "").trim());
  }

  /** Waits until the table stopped loading and shows at least `rows` rows. */
  async waitForRows(rows = 1): Promise<void> {
    await this.find(this.table.findLoadingText()).waitFor({ state: "detached" });
    await this.rows.nth(rows - 1).waitFor();
  }

  /** The record count the header shows ('N Registros'). */
  async count(): Promise<string> {
    return (await textOf(this.counter)).replace(/^\(|\)$/g, "");
  }

  private async columnIndex(header: string): Promise<number> {
    const index = (await this.headers()).indexOf(header);
    if (index < 0) throw new Error(`Coluna '${header}' não encontrada: ${(await this.headers()).join(", ")}`);
    return index;
  }

  /** The cell of a visible row (0-based) under a column header. */
  async cell(row: number, header: string): Promise<Locator> {
    return this.rows.nth(row).locator(":scope > *").nth(await this.columnIndex(header));
  }

  /** The texts of a column over the visible rows. */
  async column(header: string): Promise<string[]> {
    const index = await this.columnIndex(header);
    const count = await this.rows.count();
    const texts: string[] = [];
    for (let row = 0; row < count; row++) texts.push(await textOf(this.rows.nth(row).locator(":scope > *").nth(index)));
    return texts;
  }

  /** The row (0-based) whose cell under `header` reads `text`, or -1. */
  async rowWhere(header: string, text: string): Promise<number> {
    return (await this.column(header)).indexOf(text);
  }

  /** Footer totals, label to value. */
  async totals(): Promise<Record<string, string>> {
    const items = this.root.locator(".list-totals__item");
    const result: Record<string, string> = {};
    for (let index = 0; index < (await items.count()); index++) {
      const [label = "", value = ""] = (await items.nth(index).innerText()).split("\n").map((text) => text.trim());
      result[label] = value;
    }
    return result;
  }

  async selectRow(row: number): Promise<void> {
    await this.rows.nth(row).locator('input[type="checkbox"]').check();
  }

  /** Opens a row's options menu and returns its item, by text. */
  async rowOption(row: number, text: string): Promise<Locator> {
    await this.rows.nth(row).getByRole("button", { name: "Opções do registro" }).click();
    return this.page.getByRole("menuitem", { name: text, exact: true });
  }

  async chooseRowOption(row: number, text: string): Promise<void> {
    await (await this.rowOption(row, text)).click();
  }
}

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
    return new ListTable(this.page, modal.findContent().findTable(), this.root);
  }

  async close(): Promise<void> {
    await this.root.locator(modal.findFooter().toSelector()).getByRole("button", { name: "Fechar" }).click();
    await this.root.waitFor({ state: "hidden" });
  }
}

/** The 'Últimas Entradas' dialog: its list and the 'Entradas desde' date. */
export class LastEntriesDialog extends Dialog {
  get since(): Locator {
    return this.root.getByLabel("Entradas desde");
  }

  /** Types a day (YYYY-MM-DD) into 'Entradas desde' (a masked input: typed, not filled). */
  async setSince(isoDay: string): Promise<void> {
    await this.since.click();
    await this.page.keyboard.press("ControlOrMeta+A");
    await this.page.keyboard.press("Backspace");
    await this.page.keyboard.type(isoDay.replaceAll("-", ""));
    await this.page.keyboard.press("Tab");
  }
}

/** A list page of the purchase-order section (orders, items or variation). */
export class PurchaseOrdersPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  get list(): ListTable {
    return new ListTable(this.page, ui.findAppLayout().findContentRegion().findTable());
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

  headerButton(name: string): Locator {
    return this.page.locator(ui.findAppLayout().findContentRegion().findTable().findHeaderSlot().toSelector()).getByRole("button", {
      name,
      exact: true,
    });
  }

  /** Picks an option of the 'Status de Pedidos' dialog and applies it. */
  async chooseStatus(label: string): Promise<void> {
    await this.headerButton("Status").click();
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
