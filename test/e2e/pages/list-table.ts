import type { TableWrapper } from "@cloudscape-design/components/test-utils/selectors";
import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { type DownloadedExport, downloadExport } from "./export-download";
import { textOf } from "./text";

/** A row: its index among the visible rows (0-based), or a text it contains. */
export type RowRef = number | string;

/** The list in the page's content (not one in a dialog). */
const CONTENT_TABLE = ui.findAppLayout().findContentRegion().findTable();

/**
 * One list-kit list (spec §2.3), a page's or a dialog's: header, count, rows, cells by column header,
 * totals, row menu, free-text filter and export. The one list page object every screen builds on.
 */
export class ListTable {
  /** `table` is resolved inside `scope`: the page, or a dialog (then with selectors from ':scope'). */
  constructor(
    readonly page: Page,
    private readonly table: TableWrapper = CONTENT_TABLE,
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

  row(ref: RowRef): Locator {
    return typeof ref === "number" ? this.rows.nth(ref) : this.rows.filter({ hasText: ref });
  }

  /** The headers' visible titles, selection and options columns included (empty); sort badges left out. */
  async headers(): Promise<string[]> {
    const texts = await this.find(this.table.findColumnHeaders()).evaluateAll((cells) =>
      cells.map((cell) => {
        const spokenOnly = [...cell.querySelectorAll(".list-kit-screen-reader-only")].map((node) => node.textContent ?? "");
        return spokenOnly.reduce((text, spoken) => text.replace(spoken, ""), (cell as HTMLElement).innerText);
      }),
    );
    return texts.map((text) => (text.split("\n")[0] ?? "").trim());
  }

  /** Waits until the table stopped loading and shows at least `rows` rows. */
  async waitForRows(rows = 1): Promise<void> {
    await this.find(this.table.findLoadingText()).waitFor({ state: "detached" });
    await this.rows.nth(rows - 1).waitFor();
  }

  /** The record count the header shows ('1 Registro', 'N Registros'). */
  async count(): Promise<string> {
    return (await textOf(this.counter)).replace(/^\(|\)$/g, "");
  }

  /** Each visible row's text, its cells joined by single spaces. */
  async rowTexts(): Promise<string[]> {
    return (await this.rows.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
  }

  private async columnIndex(header: string): Promise<number> {
    const index = (await this.headers()).indexOf(header);
    if (index < 0) throw new Error(`Coluna '${header}' não encontrada: ${(await this.headers()).join(", ")}`);
    return index;
  }

  /** The cell of a visible row under a column header. */
  async cell(row: number, header: string): Promise<Locator> {
    return this.row(row).locator(":scope > *").nth(await this.columnIndex(header));
  }

  /** The texts of a column over the visible rows. */
  async column(header: string): Promise<string[]> {
    const index = await this.columnIndex(header);
    const count = await this.rows.count();
    const texts: string[] = [];
    for (let row = 0; row < count; row++) texts.push(await textOf(this.row(row).locator(":scope > *").nth(index)));
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

  async selectRow(row: RowRef): Promise<void> {
    await this.row(row).locator('input[type="checkbox"]').check();
  }

  /** Opens a row's options menu and returns its item, by text. */
  async rowOption(row: RowRef, text: string): Promise<Locator> {
    await this.row(row).getByRole("button", { name: "Opções do registro" }).click();
    return this.page.getByRole("menuitem", { name: text, exact: true });
  }

  async chooseRowOption(row: RowRef, text: string): Promise<void> {
    await (await this.rowOption(row, text)).click();
  }

  /** A button of the header (actions beside the title). */
  headerButton(name: string): Locator {
    return this.find(this.table.findHeaderSlot()).getByRole("button", { name, exact: true });
  }

  /** Filters the list by free text (a token of the property filter). */
  async filter(text: string): Promise<void> {
    const input = this.find(this.table.findPropertyFilter().findNativeInput());
    await input.fill(text);
    await input.press("Enter");
  }

  /** The notice under the filter bar naming the filters left out ('Filtro não aplicado'). */
  get filterNotice(): Locator {
    return this.find(this.table.findFilterSlot().findAlert());
  }

  /** Exports the list through the header's 'Exportar' menu and reads the downloaded file. */
  async exportAs(format: "PDF" | "Excel"): Promise<DownloadedExport> {
    await this.find(this.table.findHeaderSlot()).getByRole("button", { name: "Exportar" }).click();
    return downloadExport(this.page, format);
  }
}
