import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { ListTable } from "./list-table";
import { textOf } from "./text";

const STATIC_SEGMENTS = new Set(["groups", "products"]);

/** A sales path with its base64 parameters decoded: "/daily_sale/2026-10-05/groups". */
export function decodedSalesPath(url: URL): string {
  const [, route = "", ...rest] = url.pathname.split("/");
  const segments = rest.map((segment) =>
    STATIC_SEGMENTS.has(segment) ? segment : Buffer.from(decodeURIComponent(segment), "base64").toString("utf8"),
  );
  return ["", route, ...segments].join("/");
}

/**
 * The sales screens (spec §2.10): the list, the filter menu in the back button's place, and the
 * 'Tipo de Relatório' and 'Período de Vendas' dialogs.
 */
export class SalesPage {
  readonly list: ListTable;

  constructor(readonly page: Page) {
    this.list = new ListTable(page);
  }

  /** The current path with its parameters decoded. */
  path(): string {
    return decodedSalesPath(new URL(this.page.url()));
  }

  /** Waits for a path, given with its parameters decoded ("/daily_sales/2026-10-01,2026-10-30"). */
  async waitForPath(expected: string | RegExp): Promise<void> {
    await this.page.waitForURL((url) => {
      const path = decodedSalesPath(url);
      return typeof expected === "string" ? path === expected : expected.test(path);
    });
  }

  /**
   * Waits for the list of the screen navigated to (the previous screen's list stays up while the next one
   * loads): its title and, when given, the period or day it covers, then its rows.
   */
  async waitForList(title: string | RegExp, description?: string, timeoutMs = 15_000): Promise<void> {
    const description$ = this.page.locator(ui.findAppLayout().findContentRegion().findTable().findHeaderSlot().findHeader().findDescription().toSelector());
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const shown = await textOf(this.list.title);
      const covered = await textOf(description$);
      const titleMatches = typeof title === "string" ? shown === title : title.test(shown);
      if (titleMatches && (description === undefined || covered === description)) break;
      if (Date.now() > deadline) throw new Error(`A lista mostra '${shown}' (${covered}), não '${String(title)}' (${description ?? ""})`);
      await this.page.waitForTimeout(100);
    }
    await this.list.waitForRows();
  }

  /** The record count as a number ('31 Registros' → 31). */
  async countNumber(): Promise<number> {
    return Number((await this.list.count()).replace(/\D/g, ""));
  }

  get filterMenu(): Locator {
    return this.page.getByRole("button", { name: "Filtros de Vendas" });
  }

  async openFilter(item: "Tipo de Relatório" | "Período de Vendas"): Promise<void> {
    await this.filterMenu.click();
    await this.page.getByRole("menuitem", { name: item }).click();
    await this.dialog.waitFor();
  }

  /** The open dialog (the shell keeps its sign-out modal hidden in the page). */
  get dialog(): Locator {
    return this.page.locator(ui.findModal().toSelector()).filter({ visible: true });
  }

  get dialogTitle(): Locator {
    return this.dialog.getByRole("heading");
  }

  get applyButton(): Locator {
    return this.dialog.getByRole("button", { name: "Aplicar" });
  }

  /** 'Tipo de Relatório' open: picks a report and applies it. */
  async chooseReportType(label: "Venda Diária" | "Venda por Grupo" | "Venda por Produto"): Promise<void> {
    await this.dialog.getByRole("radio", { name: label }).check();
    await this.applyButton.click();
    await this.dialog.waitFor({ state: "detached" });
  }

  private get picker() {
    return ui.findModal().findContent().findDateRangePicker();
  }

  /** 'Período de Vendas' open: opens the picker's calendar. */
  async openPicker(): Promise<void> {
    await this.page.locator(this.picker.findTrigger().toSelector()).click();
    await this.page.locator(this.picker.findDropdown().toSelector()).waitFor();
  }

  /** 'Período de Vendas' open: types a range into the picker and confirms the picker (not the dialog). */
  async pickRange(start: string, end: string): Promise<void> {
    await this.openPicker();
    const dropdown = this.picker.findDropdown();
    const startInput = this.page.locator(dropdown.findStartDateInput().findNativeInput().toSelector());
    const endInput = this.page.locator(dropdown.findEndDateInput().findNativeInput().toSelector());
    await startInput.fill(start);
    await endInput.fill(end);
    await this.page.locator(dropdown.findApplyButton().toSelector()).click();
  }

  /** The picker's text and whether the field is marked invalid, with its message. */
  async periodField(): Promise<{ invalid: boolean; error: string }> {
    const trigger = this.page.locator(this.picker.findTrigger().toSelector());
    const error = this.page.locator(ui.findModal().findContent().findFormField().findError().toSelector());
    return {
      invalid: (await trigger.getAttribute("aria-invalid")) === "true" || (await error.count()) > 0,
      error: (await error.count()) > 0 ? (await error.innerText()).trim() : "",
    };
  }

}
