import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DASHBOARD_LOAD_ERROR,
  DASHBOARD_TILE_ERRORS,
  type DashboardAnswer,
  isTileError,
  type TileAnswer,
} from "../../shared/contracts/dashboard";
import { PRICING_STATUS_LABELS, type PricingStatus } from "../../shared/contracts/pricing";
import { formatCurrency, formatInteger, formatPercent } from "../../shared/format";
import { formatDate, formatListDate } from "../../web/src/app/format";
import { encodeSalesPeriod } from "../../web/src/app/sales-period";
import { DashboardPage } from "./pages/dashboard-page";
import { useE2e } from "./pages/e2e";
import { ListTable } from "./pages/list-table";
import { decodedSalesPath } from "./pages/sales-page";

/**
 * The administrator's morning page in Chromium: at 1366 px and at 390 px the tiles show the figures
 * GET /api/dashboard answers, each tile's link lands on its list with the tile's filter already set, and a
 * tile that failed says so while the others show.
 */

const e2e = useE2e();
let page: Page;

/** The brief's laptop: 1366 x 768. */
const LAPTOP = { width: 1366, height: 768 };

const TILES = {
  sales: "Vendas dos Últimos 30 Dias",
  groups: "Grupos em Destaque",
  notable: "Produtos Notáveis abaixo da Margem Desejável",
  pricing: "Última Precificação",
  orders: "Pedidos em Aberto",
  useAndLoss: "Uso e Perda",
  inventory: "Inventário em Contagem",
} as const;

function dataOf<T extends object>(tile: TileAnswer<T>): T {
  if (isTileError(tile)) throw new Error(`tile com erro: ${tile.error}`);
  return tile;
}

/** The page's answer, read the way the page reads it. */
const dashboardAnswer = () => e2e.api<DashboardAnswer>("GET", "/dashboard");

async function openDashboard(viewport: { width: number; height: number } = LAPTOP): Promise<DashboardPage> {
  page = await e2e.open({ viewport, signedIn: true });
  return new DashboardPage(page, e2e.baseUrl).open();
}

const periodText = (period: { start_date: string; end_date: string }) => `${formatDate(period.start_date)} a ${formatDate(period.end_date)}`;

describe("the administrator's dashboard", () => {
  it("shows the figures of the API at 1366 px", async () => {
    const answer = await dashboardAnswer();
    const screen = await openDashboard(LAPTOP);

    const sales = dataOf(answer.sales);
    expect(await screen.title.textContent()).toBe("Dashboard");
    expect(await screen.freshness.textContent()).toBe(`Vendas até ${formatDate(dataOf(answer.freshness).sales_until ?? "")}`);
    expect(await screen.description(TILES.sales)).toBe(periodText(sales.period));
    expect(await screen.figure(TILES.sales, "Venda")).toContain(formatCurrency(sales.totals.sales));
    expect(await screen.figure(TILES.sales, "Venda")).toContain(`30 dias anteriores: ${formatCurrency(sales.previous_totals.sales)}`);
    expect(await screen.figure(TILES.sales, "Lucro Líquido")).toContain(formatCurrency(sales.totals.net_profit));
    expect(await screen.figure(TILES.sales, "Margem Líquida")).toContain(formatPercent(sales.totals.net_margin));

    const groups = dataOf(answer.top_groups);
    expect(await screen.chartCategories(TILES.groups, "Maiores Vendas")).toEqual(expect.arrayContaining(groups.by_sales.map((group) => group.group_name)));
    expect(await screen.chartCategories(TILES.groups, "Maiores Margens Líquidas")).toEqual(
      expect.arrayContaining(groups.by_net_margin.map((group) => group.group_name)),
    );

    const notable = dataOf(answer.notable_products);
    const [worst] = notable.below;
    if (!worst) throw new Error("nenhum produto notável abaixo da margem na loja de demonstração");
    expect(await screen.figure(TILES.notable, worst.product)).toContain(`Margem líquida ${formatPercent(worst.net_margin)}`);
    expect(await screen.figure(TILES.notable, worst.product)).toContain(
      `Desejável ${formatPercent(worst.desired_margin)} · faltou ${formatCurrency(worst.total_loss)}`,
    );
    expect(await screen.figure(TILES.notable, "Total abaixo da margem desejável")).toBe(formatCurrency(notable.total_loss));

    const orders = dataOf(answer.open_orders);
    const oldest = orders.oldest;
    if (!oldest) throw new Error("nenhum pedido em aberto na loja de demonstração");
    expect(await screen.figure(TILES.orders, "Pedidos")).toBe(formatInteger(orders.orders));
    expect(await screen.figure(TILES.orders, "Valor")).toBe(formatCurrency(orders.total_cost));
    expect(await screen.figure(TILES.orders, "Mais Antigo")).toContain(`Nº ${oldest.id} de ${formatDate(oldest.date)}`);
    expect(await screen.figure(TILES.orders, "Mais Antigo")).toContain(oldest.supplier);

    const useAndLoss = dataOf(answer.use_and_loss);
    const waiting = useAndLoss.awaiting_write_off;
    expect(await screen.figure(TILES.useAndLoss, "Aguardando Baixa")).toContain(`${waiting.operations} operações`);
    expect(await screen.figure(TILES.useAndLoss, "Aguardando Baixa")).toContain(`${waiting.use} de uso, ${waiting.loss} de perda`);
    expect(await screen.figure(TILES.useAndLoss, "Aguardando Aplicação")).toContain(`Custo baixado ${formatCurrency(useAndLoss.awaiting_apply.cost)}`);
    const month = new Intl.DateTimeFormat("pt-BR", { month: "long" }).format(new Date(`${useAndLoss.icms_period.start_date}T12:00:00`));
    expect(await screen.figure(TILES.useAndLoss, `Crédito de ICMS a Estornar (${month})`)).toBe(formatCurrency(useAndLoss.icms_credit));

    const inventory = dataOf(answer.inventory).inventory;
    if (!inventory) throw new Error("nenhum inventário em contagem na loja de demonstração");
    expect(await textOfTile(screen, TILES.inventory)).toContain(`${formatInteger(inventory.counted_stocked_products)} de ${formatInteger(inventory.stocked_products)}`);
    expect(await screen.figure(TILES.inventory, "Contagens Abertas")).toBe(formatInteger(inventory.open_counts));
    expect(await screen.figure(TILES.inventory, "Produtos Divergentes")).toContain(formatInteger(inventory.divergent_products));
    expect(await screen.figure(TILES.inventory, "Produtos Divergentes")).toContain(`de ${formatInteger(inventory.inventory_products)} no inventário`);
    expect(await screen.figure(TILES.inventory, "Diferença")).toBe(formatCurrency(inventory.difference_value));

    const pricing = dataOf(answer.pricing).pricing;
    if (!pricing) throw new Error("nenhuma precificação na loja de demonstração");
    expect(await screen.figure(TILES.pricing, "Status")).toContain(PRICING_STATUS_LABELS[pricing.status as PricingStatus]);
    expect(await screen.figure(TILES.pricing, "Venda")).toBe(formatCurrency(pricing.total_sales));

    await e2e.screenshot(page, "dashboard-1366");
   },
  // Fourteen figures: more than a list test's default.
  90_000,
  );
});

async function textOfTile(screen: DashboardPage, title: string): Promise<string> {
  return (await screen.tile(title).innerText()).replace(/\s+/g, " ");
}

/** Follows a tile's link and waits for the list it lands on. */
async function land(screen: DashboardPage, tile: string, link: string | RegExp, path: string | RegExp): Promise<ListTable> {
  await screen.follow(tile, link);
  await page.waitForURL((url) => (typeof path === "string" ? url.pathname === path : path.test(decodedSalesPath(url))));
  const list = new ListTable(page);
  await list.waitForRows();
  return list;
}

const registros = (count: number) => (count === 1 ? "1 Registro" : `${formatInteger(count)} Registros`);

describe("each tile leads to its list with the filter set", () => {
  it("the daily sales of the period", async () => {
    const sales = dataOf((await dashboardAnswer()).sales);
    const screen = await openDashboard();
    const list = await land(screen, TILES.sales, "Venda Diária", new RegExp(`^/daily_sales/${sales.period.start_date},${sales.period.end_date}$`));
    expect(await list.count()).toBe(registros(sales.days.length));
  });

  it("the open orders, the oldest first, and the oldest order's items", async () => {
    const orders = dataOf((await dashboardAnswer()).open_orders);
    const oldest = orders.oldest;
    if (!oldest) throw new Error("nenhum pedido em aberto");
    let screen = await openDashboard();
    const list = await land(screen, TILES.orders, "Ver Pedidos", "/purchase_orders/open");
    expect(await list.count()).toBe(registros(orders.orders));
    expect(await textOfCell(list, 0, "Data")).toBe(formatListDate(oldest.date));
    expect(await textOfCell(list, 0, "Nº")).toBe(String(oldest.id));

    screen = await openDashboard();
    await screen.follow(TILES.orders, `Nº ${oldest.id} de ${formatDate(oldest.date)}`);
    await page.waitForURL((url) => url.pathname === `/purchase_orders/${oldest.id}/items`);
  });

  it("the group sales of the period, by sales and by net margin", async () => {
    const groups = dataOf((await dashboardAnswer()).top_groups);
    const { start_date: from, end_date: to } = groups.period;
    let screen = await openDashboard();
    await screen.follow(TILES.groups, "Ver por Venda");
    await page.waitForURL((url) => decodedSalesPath(url) === `/group_sales/${from},${to}`);
    let list = new ListTable(page);
    await list.waitForRows();
    expect(await textOfCell(list, 0, "Grupo")).toBe(groups.by_sales[0]?.group_name);

    screen = await openDashboard();
    await screen.follow(TILES.groups, "Ver por Margem");
    await page.waitForURL((url) => decodedSalesPath(url) === `/group_sales/${from},${to}`);
    list = new ListTable(page);
    await list.waitForRows();
    expect(await list.column("Grupo")).toEqual(expect.arrayContaining(groups.by_net_margin.map((group) => group.group_name)));
    expect(await textOfCell(list, 0, "Grupo")).toBe(groups.by_net_margin[0]?.group_name);
  });

  it("the product sales of the period showing only the notable products below their margin", async () => {
    const notable = dataOf((await dashboardAnswer()).notable_products);
    const { start_date: from, end_date: to } = notable.period;
    const list = await land(await openDashboard(), TILES.notable, "Ver Produtos", new RegExp(`^/product_sales/${from},${to}$`));
    expect(await list.count()).toBe(registros(notable.below.length));
    const shown = await list.column("Produto");
    for (const name of shown) expect(notable.below.map((row) => row.product)).toContain(name);
  });

  it("the use and loss operations waiting for write-off, and those waiting to be applied", async () => {
    const tile = dataOf((await dashboardAnswer()).use_and_loss);
    let list = await land(await openDashboard(), TILES.useAndLoss, `${tile.awaiting_write_off.operations} operações`, "/use_and_loss/all/open");
    expect(await list.count()).toBe(registros(tile.awaiting_write_off.operations));

    list = await land(await openDashboard(), TILES.useAndLoss, `${tile.awaiting_apply.operations} operações`, "/use_and_loss/all/closed");
    expect(await list.count()).toBe(registros(tile.awaiting_apply.operations));
  });

  it("the ICMS credit to reverse of the month so far", async () => {
    const tile = dataOf((await dashboardAnswer()).use_and_loss);
    const { start_date: from, end_date: to } = tile.icms_period;
    const screen = await openDashboard();
    await screen.follow(TILES.useAndLoss, formatCurrency(tile.icms_credit));
    // The period travels as the sales screens carry it: base64 of 'start,end'.
    await page.waitForURL((url) => url.pathname === `/use_and_loss/icms_reversal/${encodeSalesPeriod({ start: from, end: to })}`);
    const list = new ListTable(page);
    await list.waitForRows();
    expect((await list.totals())["Total a Estornar"]).toBe(formatCurrency(tile.icms_credit));
  });

  it("the counting inventory's divergent products and its open counts", async () => {
    const inventory = dataOf((await dashboardAnswer()).inventory).inventory;
    if (!inventory) throw new Error("nenhum inventário em contagem");
    let list = await land(await openDashboard(), TILES.inventory, formatInteger(inventory.divergent_products), `/inventories/${inventory.id}/products`);
    expect(await list.count()).toBe(registros(inventory.divergent_products));

    list = await land(await openDashboard(), TILES.inventory, formatInteger(inventory.open_counts), `/inventories/${inventory.id}/stock_taking/open`);
    expect(await list.count()).toBe(registros(inventory.open_counts));
  });

  it("the counting inventory's missing products (the stocked products not counted yet)", async () => {
    const inventory = dataOf((await dashboardAnswer()).inventory).inventory;
    if (!inventory) throw new Error("nenhum inventário em contagem");
    const missing = inventory.stocked_products - inventory.counted_stocked_products;
    const list = await land(await openDashboard(), TILES.inventory, `faltam ${formatInteger(missing)}`, `/inventories/${inventory.id}/missing_products`);
    expect(await list.count()).toBe(registros(missing));
  });
});

async function textOfCell(list: ListTable, row: number, header: string): Promise<string> {
  return ((await (await list.cell(row, header)).textContent()) ?? "").trim();
}

describe("error states", () => {
  it("a tile that failed says why while the others show their figures", async () => {
    page = await e2e.open({ viewport: LAPTOP, signedIn: true });
    await page.route("**/api/dashboard", async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { success: boolean; data: DashboardAnswer };
      body.data.open_orders = { error: DASHBOARD_TILE_ERRORS.open_orders };
      await route.fulfill({ response, json: body });
    });
    const screen = await new DashboardPage(page, e2e.baseUrl).open();
    expect(await screen.message(TILES.orders)).toBe(DASHBOARD_TILE_ERRORS.open_orders);
    expect(await screen.figure(TILES.useAndLoss, "Aguardando Baixa")).toMatch(/operaç/);
    await screen.tile(TILES.orders).scrollIntoViewIfNeeded();
    await e2e.screenshot(page, "dashboard-tile-error");
  });

  it("no answer at all shows the page's error and reads again on 'Tentar Novamente'", async () => {
    page = await e2e.open({ viewport: LAPTOP, signedIn: true });
    let fail = true;
    await page.route("**/api/dashboard", async (route) => {
      if (fail) await route.fulfill({ status: 500, json: { success: false } });
      else await route.continue();
    });
    await page.goto(e2e.url("/"));
    const screen = new DashboardPage(page, e2e.baseUrl);
    await expect.poll(async () => (await screen.pageError.textContent()) ?? "").toContain(DASHBOARD_LOAD_ERROR);
    await e2e.screenshot(page, "dashboard-page-error");
    fail = false;
    await screen.pageError.getByRole("button", { name: "Tentar Novamente" }).click();
    await screen.waitUntilLoaded();
    expect(await screen.pageError.count()).toBe(0);
  });
});
