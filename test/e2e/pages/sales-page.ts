import type { Locator, Page } from "playwright-core";
import { ui } from "./cloudscape";
import { ListTable } from "./list-table";
import { formatDate } from "../../../web/src/app/format";
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
    const description$ = this.list.description;
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

  /** A day field of 'Período de Vendas' ('Data inicial' or 'Data final'). */
  periodInput(label: "Data inicial" | "Data final"): Locator {
    return this.dialog.getByLabel(label, { exact: true });
  }

  /** 'Período de Vendas' open: opens the calendar of its first day. */
  async openPicker(): Promise<void> {
    await this.dialog.getByRole("button", { name: "Abrir calendário: Data inicial" }).click();
    await this.page.locator(ui.findCalendar().toSelector()).waitFor();
  }

  /** 'Período de Vendas' open: types both days as dd/mm/aaaa, leaving each field as a person would. */
  async pickRange(start: string, end: string): Promise<void> {
    for (const [label, day] of [
      ["Data inicial", start],
      ["Data final", end],
    ] as const) {
      await this.periodInput(label).fill(formatDate(day));
      await this.periodInput(label).press("Tab");
    }
  }

  /** Whether a day field is marked invalid, and the dialog's field messages. */
  async periodField(): Promise<{ invalid: boolean; error: string }> {
    const inputs = this.dialog.locator("input");
    const invalid = await inputs.evaluateAll((elements) => elements.some((element) => element.getAttribute("aria-invalid") === "true"));
    const errors = await this.page.locator(ui.findModal().findContent().findFormField().findError().toSelector()).allInnerTexts();
    return { invalid, error: errors.map((text) => text.trim()).join(" ") };
  }
}
