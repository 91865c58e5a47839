import type { ElementWrapper } from "@cloudscape-design/components/test-utils/selectors";
import type { Locator, Page } from "playwright-core";
import { CARDS_FIRST_PAINT_CLASS } from "../../../web/src/lists/card-layout";
import { BREAKPOINTS } from "../../../web/src/lists/viewport";
import { ui } from "./cloudscape";
import { type DownloadedExport, downloadExport } from "./export-download";
import { textOf } from "./text";

/** A row: its index among the visible rows (0-based), or a text it contains. */
export type RowRef = number | string;

/** Where a page's list lives (not one in a dialog). */
const CONTENT_REGION = ui.findAppLayout().findContentRegion();

/**
 * One list-kit list (spec §2.3), a page's or a dialog's: header, count, rows, cells by column header,
 * totals, row menu, free-text filter and export. The one list page object every screen builds on. Below
 * the kit's phone breakpoint the list shows cards: a row is then a card, and a cell the card's value
 * under that column's label (the identifying columns head the card: `cardTitles()`).
 */
export class ListTable {
  /** The list is looked for in `region`, resolved inside `scope`: the page, or a dialog (then with selectors from ':scope'). */
  constructor(
    readonly page: Page,
    private readonly region: ElementWrapper = CONTENT_REGION,
    private readonly scope: Page | Locator = page,
  ) {}

  private find(wrapper: { toSelector(): string }): Locator {
    return this.scope.locator(wrapper.toSelector());
  }

  /** Whether the list shows cards: the page is narrower than the kit's phone breakpoint. */
  get showsCards(): boolean {
    return (this.page.viewportSize()?.width ?? BREAKPOINTS.phone) < BREAKPOINTS.phone;
  }

  private get table() {
    return this.region.findTable();
  }

  private get cards() {
    return this.region.findCards();
  }

  /** The header: title, count and actions (with cards, the filter, sort and pagination too). */
  private get headerSlot(): ElementWrapper {
    return this.showsCards ? this.cards.findHeader() : this.table.findHeaderSlot();
  }

  /** The table, or the cards with their totals. */
  get root(): Locator {
    return this.showsCards ? this.find(this.region.find(".list-kit")) : this.find(this.table);
  }

  get title(): Locator {
    return this.find(this.headerSlot.findHeader().findHeadingText());
  }

  get description(): Locator {
    return this.find(this.headerSlot.findHeader().findDescription());
  }

  get counter(): Locator {
    return this.find(this.headerSlot.findHeader().findCounter());
  }

  /** The rows, or the cards. */
  get rows(): Locator {
    return this.showsCards ? this.find(this.cards.findItems()) : this.find(this.table.findRows());
  }

  private card(row: number) {
    return this.cards.findItems().get(row + 1);
  }

  /** Each card's heading (its identifying columns) as shown, spaces collapsed. */
  async cardTitles(): Promise<string[]> {
    await this.wholePage();
    const titles: string[] = [];
    for (let row = 0; row < (await this.rows.count()); row++) {
      titles.push((await this.find(this.card(row).findCardHeader()).innerText()).replace(/\s+/g, " ").trim());
    }
    return titles;
  }

  /** Cards: orders the list by a column with the 'Ordenar por' control (ascending, as a header click does). */
  async sortCardsBy(header: string): Promise<void> {
    await this.find(this.headerSlot.findSelect().findTrigger()).click();
    await this.page.getByRole("option", { name: header, exact: true }).click();
  }

  /** Cards: the sort's direction button ('Crescente' or 'Decrescente', the order shown). */
  get cardsOrder(): Locator {
    return this.find(this.headerSlot).getByRole("button", { name: /^(Crescente|Decrescente)$/ });
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

  /** Waits until the list stopped loading and shows at least `rows` rows (or cards). */
  async waitForRows(rows = 1): Promise<void> {
    const loading = this.showsCards ? this.cards.findLoadingText() : this.table.findLoadingText();
    await this.find(loading).waitFor({ state: "detached" });
    await this.rows.nth(rows - 1).waitFor();
    await this.wholePage();
  }

  /** Cards draw their page's first few first and the rest right after (web/src/lists/ListCards.tsx): waits for the rest. */
  private async wholePage(): Promise<void> {
    if (this.showsCards) await this.scope.locator(`.${CARDS_FIRST_PAINT_CLASS}`).waitFor({ state: "detached" });
  }

  /** The record count the header shows ('1 Registro', 'N Registros'). */
  async count(): Promise<string> {
    return (await textOf(this.counter)).replace(/^\(|\)$/g, "");
  }

  /** Each visible row's text, its cells joined by single spaces. */
  async rowTexts(): Promise<string[]> {
    await this.wholePage();
    return (await this.rows.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
  }

  /**
   * Where a list column shows in the table: its table column and its line there. A column is found by its
   * header as shown, by a line of a stacked header, or by its full name in the header's title (short and
   * stacked headers are titled with the full names, one per line of the stack).
   */
  private async columnPlace(header: string): Promise<{ index: number; line: number }> {
    const cells = await this.find(this.table.findColumnHeaders()).evaluateAll((found) =>
      found.map((cell) => {
        const lines = [...cell.querySelectorAll<HTMLElement>(".list-kit-header__line")].map((line) => line.innerText.trim());
        const title = cell.querySelector<HTMLElement>(".list-kit-header")?.title ?? "";
        return { lines, title: title === "" ? [] : title.split(" / ").map((name) => name.trim()) };
      }),
    );
    const shown = await this.headers();
    const exact = shown.indexOf(header);
    if (exact >= 0 && (cells[exact]?.lines.length ?? 0) === 0) return { index: exact, line: 0 };
    for (const [index, cell] of cells.entries()) {
      const line = cell.lines.indexOf(header);
      if (line >= 0) return { index, line };
      const named = cell.title.indexOf(header);
      if (named >= 0) return { index, line: cell.lines.length > 0 ? named : 0 };
    }
    if (exact >= 0) return { index: exact, line: 0 };
    throw new Error(`Coluna '${header}' não encontrada: ${shown.join(", ")}`);
  }

  /** A card's value under a column header (the columns that head the card are not among its fields). */
  private async cardField(row: number, header: string): Promise<Locator> {
    const fields = this.row(row).locator(".list-card-field");
    const value = fields.filter({ has: this.page.locator("dt").getByText(header, { exact: true }) }).locator("dd");
    if ((await value.count()) === 0) {
      const labels = (await fields.locator("dt").allInnerTexts()).map((text) => text.trim());
      throw new Error(`Campo '${header}' não encontrado no cartão (${labels.join(", ")}); o título está em cardTitles().`);
    }
    return value;
  }

  /** The cell of a visible row under a column header. */
  async cell(row: number, header: string): Promise<Locator> {
    if (this.showsCards) return this.cardField(row, header);
    const { index, line } = await this.columnPlace(header);
    const cell = this.row(row).locator(":scope > *").nth(index);
    return (await cell.locator(".list-kit-stack").count()) > 0 ? cell.locator(".list-kit-stack > *").nth(line) : cell;
  }

  /** The texts of a column over the visible rows. */
  async column(header: string): Promise<string[]> {
    if (!this.showsCards) {
      // One read of every row, so a list drawn again between two rows' reads cannot leave a row waited for.
      const { index, line } = await this.columnPlace(header);
      return this.rows.evaluateAll(
        (rows, place) =>
          rows.map((row) => {
            const cell = row.children[place.index];
            const stacked = cell?.querySelector(".list-kit-stack");
            const shown = stacked ? stacked.children[place.line] : cell;
            return (shown?.textContent ?? "").trim();
          }),
        { index, line },
      );
    }
    const count = await this.rows.count();
    const texts: string[] = [];
    for (let row = 0; row < count; row++) texts.push(await textOf(await this.cell(row, header)));
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
    return this.find(this.headerSlot).getByRole("button", { name, exact: true });
  }

  /** Filters the list by free text (a token of the property filter). */
  async filter(text: string): Promise<void> {
    const filter = this.showsCards ? this.headerSlot.findPropertyFilter() : this.table.findPropertyFilter();
    const input = this.find(filter.findNativeInput());
    await input.fill(text);
    await input.press("Enter");
  }

  /** Exports the list through the header's 'Exportar' menu and reads the downloaded file. */
  async exportAs(format: "PDF" | "Excel"): Promise<DownloadedExport> {
    await this.headerButton("Exportar").click();
    return downloadExport(this.page, format);
  }
}
