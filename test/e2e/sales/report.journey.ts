import { describe, expect, it } from "vitest";
import { HEADER_ROW } from "../../../web/src/lists/export-excel";
import { sheetRows } from "../pages/export-download";
import { addDays } from "../../../shared/dates";
import { formatDate, formatListDate } from "../../../web/src/app/format";
import { defaultSalesPeriod } from "../../../web/src/app/sales-period";
import { DESKTOP } from "../pages/browser";
import { e2e } from "../pages/file-e2e";
import { notificationItems, notificationsOnceShown } from "../pages/notifications";
import { showColumns } from "../pages/list-preferences";
import { SalesPage } from "../pages/sales-page";
import { ShellPage } from "../pages/shell-page";
import { textOf } from "../pages/text";

const BRL = /^-?R\$\s[\d.]+,\d{2}$/;
const LIST_DATE = /^\d{2}\/\d{2}\/\d{2}$/;
/** The footer totals a sales list shows by default, each under its column's header (the ICMS parts start hidden). */
const FIGURES = ["Custo", "Venda", "Lucro", "Margem", "ICMS a Recolher", "Lucro Líquido", "Margem Líquida"];


const url = (pathAndQuery: string) => e2e.url(pathAndQuery);

function b64(text: string): string {
  return Buffer.from(text, "utf8").toString("base64");
}


function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The cells of one row under the given headers. */
async function rowCells(screen: SalesPage, row: number, headers: readonly string[]): Promise<Record<string, string>> {
  const cells: Record<string, string> = {};
  for (const header of headers) cells[header] = await textOf(await screen.list.cell(row, header));
  return cells;
}

/**
 * One page for the whole file: each step opens its list by the address that carries its period (what these
 * steps are about), and drills down inside the app. The filter typed in 'list filters' stays saved for the page's
 * session, so that step and the failed read come last.
 */
describe("the sales report, on one page", () => {
  const journey = e2e.journey({ viewport: DESKTOP, signedIn: true });

  /** Opens a list by its address, on the file's page. */
  async function openSales(pathname: string): Promise<SalesPage> {
    await journey.page.goto(url(pathname));
    return new SalesPage(journey.page);
  }

  it("daily sales: /sales lands on the 30 days up to yesterday, newest day first, in BRL and dd/mm/yy", async () => {
    const page = journey.page;
    const screen = await openSales("/sales");
    const period = defaultSalesPeriod(new Date());
    await screen.waitForPath(`/daily_sales/${period.start},${period.end}`);
    await screen.list.waitForRows();

    const shell = new ShellPage(page);
    await expect
      .poll(() => shell.breadcrumbTexts())
      .toEqual(["Relatório de Vendas", "Venda Diária", `${formatDate(period.start)} a ${formatDate(period.end)}`, "Dias"]);
    expect(await shell.activeSidebarLink()).toBe("Relatório de Vendas");
    expect(await screen.list.count()).toMatch(/^\d+ Registros$/);
    expect(await screen.countNumber()).toBeGreaterThan(20);

    expect(await screen.list.headers()).toEqual(expect.arrayContaining(["Data", ...FIGURES]));
    const dates = await screen.list.column("Data");
    expect(dates[0]).toBe(formatListDate(period.end));
    expect(dates.every((date) => LIST_DATE.test(date))).toBe(true);
    expect(await textOf(await screen.list.cell(0, "Venda"))).toMatch(BRL);
    expect(await textOf(await screen.list.cell(0, "Margem"))).toMatch(/^-?\d+,\d{2}%$/);
    const totals = await screen.list.totals();
    expect(Object.keys(totals)).toEqual(FIGURES);
    expect(totals.Venda).toMatch(BRL);
  });

  it("drill-down: a day leads to its groups, a group to its products, and the group's figures equal the products' totals", async () => {
    const page = journey.page;
    // Goes on from the daily list the first step opened.
    const screen = new SalesPage(page);
    const period = defaultSalesPeriod(new Date());
    await screen.waitForPath(`/daily_sales/${period.start},${period.end}`);
    await screen.list.waitForRows();
    const day = period.end;
    // The counts start hidden; shown once, each list remembers them.
    await showColumns(screen.list, ["Grupos"]);
    const dailyRow = await rowCells(screen, 0, ["Data", "Grupos", ...FIGURES]);
    expect(dailyRow.Data).toBe(formatListDate(day));

    await screen.list.chooseRowOption(0, "Visualizar Grupos");
    await screen.waitForPath(`/daily_sale/${day}/groups`);
    await screen.waitForList("Vendas por Grupo do Dia");
    const shell = new ShellPage(page);
    await expect.poll(() => shell.breadcrumbTexts()).toEqual(["Relatório de Vendas", "Venda Diária", formatDate(day), "Grupos"]);
    // The day's groups add up to the day.
    expect(await screen.countNumber()).toBe(Number(dailyRow.Grupos));
    const groupTotals = await screen.list.totals();
    for (const figure of FIGURES) expect(groupTotals[figure], figure).toBe(dailyRow[figure]);

    // Sorted by sales, highest first: the first group is the day's biggest.
    await showColumns(screen.list, ["Produtos"]);
    const groupRow = await rowCells(screen, 0, ["Grupo", "Produtos", ...FIGURES]);
    await screen.list.chooseRowOption(0, "Visualizar Produtos");
    await screen.waitForPath(/^\/daily_sale\/[^/]+\/.+\/products$/);
    expect(screen.path()).toMatch(new RegExp(`^/daily_sale/${day}/\\d+\\|${escapeRegExp(groupRow.Grupo ?? "")}/products$`));
    await screen.waitForList(`Produtos do Grupo ${groupRow.Grupo}`);
    await expect
      .poll(() => shell.breadcrumbTexts())
      .toEqual(["Relatório de Vendas", "Venda Diária", formatDate(day), "Grupos", groupRow.Grupo]);
    expect(await screen.countNumber()).toBe(Number(groupRow.Produtos));
    const productTotals = await screen.list.totals();
    for (const figure of FIGURES) expect(productTotals[figure], figure).toBe(groupRow[figure]);
    await showColumns(screen.list, ["Quantidade"]);
    expect(await textOf(await screen.list.cell(0, "Quantidade"))).toMatch(/^[\d.]+(,\d{1,3})?\s\S+$/);

    // 'Grupos' leads back to the day's groups; 'Venda Diária' back to the daily list the user came from.
    await shell.breadcrumbs.getByRole("link", { name: "Grupos" }).click();
    await screen.waitForPath(`/daily_sale/${day}/groups`);
    await shell.breadcrumbs.getByRole("link", { name: "Venda Diária" }).click();
    await screen.waitForPath(`/daily_sales/${period.start},${period.end}`);
  });

  it("drill-down: a group of the period leads to its products, whose totals equal the group's row", async () => {
    const period = defaultSalesPeriod(new Date());
    const screen = await openSales(`/group_sales/${b64(`${period.start},${period.end}`)}`);
    await screen.list.waitForRows();
    await showColumns(screen.list, ["Produtos"]);
    const groupRow = await rowCells(screen, 0, ["Grupo", "Produtos", ...FIGURES]);
    await screen.list.chooseRowOption(0, "Visualizar Produtos");
    await screen.waitForPath(/^\/group_sales\/[^/]+\/.+$/);
    expect(screen.path()).toMatch(new RegExp(`^/group_sales/${period.start},${period.end}/\\d+\\|${escapeRegExp(groupRow.Grupo ?? "")}$`));
    await screen.waitForList(`Produtos do Grupo ${groupRow.Grupo}`);
    expect(await screen.countNumber()).toBe(Number(groupRow.Produtos));
    const totals = await screen.list.totals();
    for (const figure of FIGURES) expect(totals[figure], figure).toBe(groupRow[figure]);
  });

  it("filter menu: 'Período de Vendas', opened from the period's crumb, applies another period", async () => {
    const page = journey.page;
    const period = defaultSalesPeriod(new Date());
    const screen = await openSales(`/daily_sales/${b64(`${period.start},${period.end}`)}`);
    await screen.list.waitForRows();
    const before = await screen.countNumber();

    // The period crumb opens the dialog too.
    await new ShellPage(page).breadcrumbs.getByRole("link", { name: `${formatDate(period.start)} a ${formatDate(period.end)}` }).click();
    await screen.dialog.waitFor();
    expect(await textOf(screen.dialogTitle)).toBe("Período de Vendas");
    expect(await screen.applyButton.isEnabled()).toBe(true);

    const week = { start: addDays(period.end, -6), end: period.end };
    await screen.pickRange(week.start, week.end);
    await expect.poll(() => screen.applyButton.isEnabled()).toBe(true);
    await screen.applyButton.click();
    await screen.waitForPath(`/daily_sales/${week.start},${week.end}`);
    await screen.waitForList("Venda Diária", `Vendas de ${formatDate(week.start)} a ${formatDate(week.end)}`);
    await expect.poll(() => screen.countNumber()).toBe(7);
    expect(before).not.toBe(7);
  });

  it("filter menu: 'Tipo de Relatório' switches to Venda por Produto over the same period", async () => {
    const page = journey.page;
    const period = defaultSalesPeriod(new Date());
    const param = b64(`${period.start},${period.end}`);
    const screen = await openSales(`/daily_sales/${param}`);
    await screen.list.waitForRows();

    await screen.openFilter("Tipo de Relatório");
    expect(await textOf(screen.dialogTitle)).toBe("Tipo de Relatório");
    expect(await screen.dialog.getByRole("radio", { name: "Venda Diária" }).isChecked()).toBe(true);
    await screen.chooseReportType("Venda por Produto");
    await screen.waitForPath(`/product_sales/${period.start},${period.end}`);
    await screen.waitForList("Venda por Produto");
    await expect
      .poll(() => new ShellPage(page).breadcrumbTexts())
      .toEqual(["Relatório de Vendas", "Venda por Produto", `${formatDate(period.start)} a ${formatDate(period.end)}`, "Produtos"]);
    expect(await screen.list.headers()).toEqual(expect.arrayContaining(["Produto", ...FIGURES]));
    expect(await screen.countNumber()).toBeGreaterThan(20);
    // Highest sales first.
    const sales = await screen.list.column("Venda");
    const cents = sales.map((text) => Number(text.replace(/[^\d,-]/g, "").replace(",", ".")));
    expect([...cents].sort((a, b) => b - a)).toEqual(cents);
  });

  it("export: downloads the daily sales as Excel, titled from the breadcrumb", async () => {
    const period = defaultSalesPeriod(new Date());
    const screen = await openSales(`/daily_sales/${b64(`${period.start},${period.end}`)}`);
    await screen.list.waitForRows();
    const file = await screen.list.exportAs("Excel");
    expect(file.fileName).toBe("Relatório de Vendas - Venda Diária.xlsx");
    const rows = await sheetRows(file.content);
    expect(rows[0]?.[0]).toBe("Relatório de Vendas - Venda Diária");
    const header = rows[HEADER_ROW - 1] ?? [];
    const sales = header.indexOf("Venda");
    const days = rows.slice(HEADER_ROW, -1);
    expect(`${days.length} Registros`).toBe(await screen.list.count());
    const cents = days.reduce((sum, row) => sum + Math.round(Number(row[sales]) * 100), 0);
    expect(Math.round(Number(rows.at(-1)?.[sales]) * 100)).toBe(cents);
  });

  it("daily sales: raises the §8 notification when the daily sales cannot be read, and closes it by itself", async () => {
    const page = journey.page;
        await page.route("**/api/daily_sales?*", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ success: false }) }),
    );
    const shown = await notificationsOnceShown(page, "Erro ao carregar as Vendas Diárias", () => page.goto(url(`/daily_sales/${b64("2026-01-01,2026-01-31")}`)));
    const screen = new SalesPage(page);
    expect(shown).toEqual([expect.stringContaining("Erro ao carregar as Vendas Diárias")]);
    expect(await screen.list.count()).toBe("0 Registros");
    // How long it stays (2 s) is the jsdom tier's (test/web/notifications.test.ts, on a fake clock): here it only
    // has to go by itself, however loaded the machine.
    await expect.poll(() => notificationItems(page).count(), { timeout: 15_000 }).toBe(0);
  });
});
