import type { Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, todayInSaoPaulo } from "../../../shared/dates";
import { formatDate, formatLongDate } from "../../../web/src/app/format";
import { defaultSalesPeriod } from "../../../web/src/app/sales-period";
import { ui } from "../pages/cloudscape";
import { e2e } from "../pages/file-e2e";
import { PricingScreen } from "../pages/pricing-page";
import { PurchaseOrdersPage } from "../pages/purchase-orders-page";
import { SalesPage } from "../pages/sales-page";
import { ShellPage } from "../pages/shell-page";
import { textOf } from "../pages/text";

/**
 * The date fields of 'Período de Vendas', 'Últimas Entradas' and 'Nova Precificação', and the breadcrumbs that
 * carry a sales period, in Chromium on one page at 1366 px (at phone width they are the screen walk's). The
 * fields' own rules (dd/mm/aaaa, a short year made whole, 'Data inválida', the pt-BR calendar from Sunday) are
 * the jsdom tier's (test/web/date-field.test.tsx, date-typing.test.ts); here they are seen in their screens.
 */
const LAPTOP = { width: 1366, height: 768 };


function b64(text: string): string {
  return Buffer.from(text, "utf8").toString("base64");
}

/** 'dd/mm/aaaa' → 'aaaa-mm-dd'. */
const isoOf = (typed: string) => typed.split("/").reverse().join("-");

describe("dates and breadcrumbs, on one page", () => {
  const journey = e2e.journey({ viewport: LAPTOP, signedIn: true });
  const page = () => journey.page;
  const sales = () => new SalesPage(page());
  const shell = () => new ShellPage(page());
  /** The calendar open on the page (the date fields' popover). */
  const openCalendar = () => page().locator(ui.findCalendar().toSelector());

  async function closePeriodDialog(): Promise<void> {
    await page().keyboard.press("Escape");
    await expect.poll(() => sales().dialog.count()).toBe(0);
  }

  it("'Período de Vendas' shows both days as dd/mm/aaaa, takes them typed and applies them", async () => {
    await page().goto(e2e.url("/sales"));
    const screen = sales();
    await screen.list.waitForRows();
    const current = defaultSalesPeriod(new Date());
    await screen.openFilter("Período de Vendas");
    expect(await screen.periodInput("Data inicial").inputValue()).toBe(formatDate(current.start));
    expect(await screen.periodInput("Data final").inputValue()).toBe(formatDate(current.end));
    const dialogText = await textOf(screen.dialog);
    expect(dialogText).not.toMatch(/AAAA|YYYY/);

    const chosen = { start: addDays(current.end, -9), end: current.end };
    // Digits alone, as on a phone's numeric keypad: the slashes come by themselves.
    const start = screen.periodInput("Data inicial");
    await start.click();
    await start.press("ControlOrMeta+A");
    await start.pressSequentially(formatDate(chosen.start).replaceAll("/", ""));
    expect(await start.inputValue()).toBe(formatDate(chosen.start));
    await start.press("Tab");
    await screen.periodInput("Data final").fill(formatDate(chosen.end));
    await screen.periodInput("Data final").press("Tab");
    expect(await start.inputValue()).toBe(formatDate(chosen.start));
    expect(await screen.periodInput("Data final").inputValue()).toBe(formatDate(chosen.end));
    expect(await screen.periodField()).toEqual({ invalid: false, error: "" });

    await screen.applyButton.click();
    await screen.waitForPath(`/daily_sales/${chosen.start},${chosen.end}`);
    await screen.waitForList("Venda Diária", `Vendas de ${formatDate(chosen.start)} a ${formatDate(chosen.end)}`);
    await expect.poll(() => screen.countNumber()).toBe(10);
  });

  it("'Período de Vendas' shows a pt-BR calendar from Sunday inside a laptop's width, and a day picked fills the field", async () => {
    const screen = sales();
    await screen.openFilter("Período de Vendas");
    await e2e.screenshot(page(), "dates-period-laptop");
    const first = isoOf(await screen.periodInput("Data inicial").inputValue());
    await screen.openPicker();
    const calendar = openCalendar();
    // The calendar opens on the month of the field's day, named in Portuguese.
    expect(await textOf(page().locator(ui.findCalendar().findHeader().toSelector()))).toBe(
      new Date(`${first}T12:00:00`).toLocaleDateString("pt-BR", { month: "long", year: "numeric" }),
    );
    expect((await calendar.getByRole("columnheader").allInnerTexts()).map((text) => text.trim().toLowerCase())[0]).toMatch(/^dom/);
    expect(await calendar.isVisible()).toBe(true);
    const box = await calendar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= LAPTOP.width).toBe(true);
    await e2e.screenshot(page(), "dates-period-calendar-laptop");
    expect(await page().evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(LAPTOP.width);

    const picked = addDays(first, first.endsWith("-01") ? 1 : -1);
    await calendar.getByRole("gridcell", { name: formatLongDate(picked) }).click();
    await expect.poll(() => calendar.count()).toBe(0);
    expect(await screen.periodInput("Data inicial").inputValue()).toBe(formatDate(picked));
    await closePeriodDialog();
  });

  it("'Últimas Entradas' shows its day as dd/mm/aaaa, reads again for a day typed and not for a wrong date", async () => {
    await shell().sidebar.getByRole("link", { name: "Pedidos", exact: true }).click();
    await page().waitForURL(e2e.url("/purchase_orders/open"));
    const items = new PurchaseOrdersPage(page(), e2e.baseUrl);
    // The sales list may still be on screen at first: wait for the orders' own.
    await expect.poll(() => textOf(items.list.title)).toBe("Pedidos em Aberto");
    await items.list.waitForRows();
    // Order 1 (open in the demo store): its first item has entries to show.
    await items.list.chooseRowOption(await items.list.rowWhere("Nº", "1"), "Visualizar Itens do Pedido");
    await page().waitForURL(e2e.url("/purchase_orders/1/items"));
    await expect.poll(() => textOf(items.list.title)).toBe("Itens do Pedido");
    await items.list.waitForRows();
    await items.list.chooseRowOption(0, "Últimas Entradas");
    const dialog = items.lastEntries;
    await dialog.list.waitForRows();
    const since = addDays(todayInSaoPaulo(), -365);
    expect(await dialog.since.inputValue()).toBe(formatDate(since));
    expect(await dialog.since.getAttribute("placeholder")).toBe("dd/mm/aaaa");
    await e2e.screenshot(page(), "dates-last-entries-laptop");

    await dialog.root.getByRole("button", { name: "Abrir calendário: Entradas desde" }).click();
    await openCalendar().waitFor();
    await e2e.screenshot(page(), "dates-last-entries-calendar-laptop");
    await page().keyboard.press("Escape");
    await expect.poll(() => openCalendar().count()).toBe(0);

    const newer = addDays(todayInSaoPaulo(), -30);
    const reload = page().waitForRequest((request) => request.url().includes(`entries_since=${newer}`));
    await dialog.setSince(newer);
    await reload;
    expect(await dialog.since.inputValue()).toBe(formatDate(newer));

    const requests: string[] = [];
    const record = (request: Request) => {
      if (request.url().includes("/api/product_entries/")) requests.push(request.url());
    };
    page().on("request", record);
    await dialog.since.fill("31/02/2026");
    await dialog.since.press("Tab");
    await expect.poll(() => textOf(page().locator(ui.findModal().findContent().findFormField().findError().toSelector()))).toBe("Data inválida");
    expect(await dialog.since.inputValue()).toBe("31/02/2026");
    expect(requests).toEqual([]);
    page().off("request", record);
    await dialog.close();
  });

  it("'Nova Precificação' shows the sales period's days as dd/mm/aaaa once typed, a short year made whole", async () => {
    await shell().sidebar.getByRole("link", { name: "Precificação", exact: true }).click();
    await page().waitForURL(e2e.url("/pricing"));
    const screen = new PricingScreen(page(), e2e.baseUrl);
    await screen.list.waitForRows();
    const dialog = await screen.openNewPricing();
    const end = addDays(todayInSaoPaulo(), -1);
    const start = addDays(end, -29);
    const short = (day: string) => formatDate(day).replace(/\/20(\d\d)$/, "/$1");
    await dialog.field("Data inicial").fill(short(start));
    await dialog.field("Data inicial").press("Tab");
    await dialog.field("Data final").fill(formatDate(end));
    await dialog.field("Data final").press("Tab");
    expect(await dialog.field("Data inicial").inputValue()).toBe(formatDate(start));
    expect(await dialog.field("Data final").inputValue()).toBe(formatDate(end));
    expect(await dialog.field("Data final").inputValue()).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(await dialog.errors()).toEqual([]);
    await e2e.screenshot(page(), "dates-new-pricing-laptop");
    await dialog.cancel();
  });

  /** A daily period that is neither the default one nor the 30 days up to any of its days. */
  const period = (() => {
    const end = addDays(defaultSalesPeriod(new Date()).end, -2);
    return { start: addDays(end, -5), end };
  })();
  const periodLabel = `${formatDate(period.start)} a ${formatDate(period.end)}`;

  async function backToDaily(screen: SalesPage): Promise<void> {
    await shell().breadcrumbs.getByRole("link", { name: "Venda Diária" }).click();
    await screen.waitForPath(`/daily_sales/${period.start},${period.end}`);
    await screen.waitForList("Venda Diária", `Vendas de ${periodLabel}`);
    await expect.poll(() => shell().breadcrumbTexts()).toEqual(["Relatório de Vendas", "Venda Diária", periodLabel, "Dias"]);
    expect(await screen.countNumber()).toBe(6);
    expect((await screen.list.column("Data"))[0]).toBe(formatDate(period.end).replace(/\/20(\d\d)$/, "/$1"));
  }

  /** A period's daily sales opened by its address (what these steps are about: the period the address carries). */
  async function openDaily(): Promise<SalesPage> {
    await page().goto(e2e.url(`/daily_sales/${b64(`${period.start},${period.end}`)}`));
    const screen = sales();
    await screen.waitForList("Venda Diária", `Vendas de ${periodLabel}`);
    await screen.list.waitForRows();
    return screen;
  }

  it("'Venda Diária' from a day's screens returns to the period the day was opened from, through a group's products", async () => {
    const screen = await openDaily();
    await screen.list.chooseRowOption(0, "Visualizar Grupos");
    await screen.waitForPath(`/daily_sale/${period.end}/groups`);
    await screen.waitForList("Vendas por Grupo do Dia");
    await screen.list.chooseRowOption(0, "Visualizar Produtos");
    await screen.waitForPath(/^\/daily_sale\/[^/]+\/.+\/products$/);
    await screen.waitForList(/^Produtos do Grupo /);
    // 'Grupos' back to the day's groups still knows the period.
    await shell().breadcrumbs.getByRole("link", { name: "Grupos" }).click();
    await screen.waitForPath(`/daily_sale/${period.end}/groups`);
    await screen.waitForList("Vendas por Grupo do Dia");
    await backToDaily(screen);
  });

  it("'Venda Diária' from a day's screens returns to it after the day's page is reloaded, and after the browser's back button", async () => {
    const screen = await openDaily();
    await screen.list.chooseRowOption(0, "Visualizar Produtos");
    await screen.waitForPath(`/daily_sale/${period.end}/products`);
    await screen.waitForList("Vendas por Produto do Dia");
    await page().reload();
    await screen.waitForList("Vendas por Produto do Dia");
    await backToDaily(screen);

    // Another period in between: going back in history to the day still leads to the day's own period.
    await page().goto(e2e.url(`/daily_sales/${b64(`${addDays(period.start, -20)},${addDays(period.start, -10)}`)}`));
    await screen.list.waitForRows();
    await page().goBack();
    await page().goBack();
    await screen.waitForPath(`/daily_sale/${period.end}/products`);
    await screen.waitForList("Vendas por Produto do Dia");
    await backToDaily(screen);
  });
});
