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
import { ShellPage } from "./pages/shell-page";

/**
 * The administrator's morning page in Chromium, on one page at 1366 px: the tiles show the figures
 * GET /api/dashboard answers, each tile's link lands on its list with the tile's filter already set (and the
 * sidebar leads back), and a page or a tile that failed says so while the others show.
 */

const e2e = useE2e();

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

const periodText = (period: { start_date: string; end_date: string }) => `${formatDate(period.start_date)} a ${formatDate(period.end_date)}`;

async function textOfTile(screen: DashboardPage, title: string): Promise<string> {
  return (await screen.tile(title).innerText()).replace(/\s+/g, " ");
}

async function textOfCell(list: ListTable, row: number, header: string): Promise<string> {
  return ((await (await list.cell(row, header)).textContent()) ?? "").trim();
}

const registros = (count: number) => (count === 1 ? "1 Registro" : `${formatInteger(count)} Registros`);

describe("the administrator's dashboard and the lists its tiles lead to", () => {
  const journey = e2e.journey({ viewport: LAPTOP, signedIn: true });
  const page = () => journey.page;
  const screen = () => new DashboardPage(page(), e2e.baseUrl);
  /** The page's answer, read the way the page reads it (once: nothing in these steps changes it). */
  let answer: Promise<DashboardAnswer> | undefined;
  const dashboardAnswer = () => {
    answer ??= e2e.api<DashboardAnswer>("GET", "/dashboard");
    return answer;
  };

  /** Back to the dashboard the way a person goes back: by the sidebar. */
  async function backToDashboard(): Promise<DashboardPage> {
    await new ShellPage(page()).sidebar.getByRole("link", { name: "Dashboard" }).click();
    await page().waitForURL(e2e.url("/"));
    await screen().waitUntilLoaded();
    return screen();
  }

  /** Follows a tile's link from the dashboard and waits for the list it lands on. */
  async function land(tile: string, link: string | RegExp, path: string | RegExp): Promise<ListTable> {
    const dashboard = await backToDashboard();
    await dashboard.follow(tile, link);
    await page().waitForURL((url) => (typeof path === "string" ? url.pathname === path : path.test(decodedSalesPath(url))));
    const list = new ListTable(page());
    await list.waitForRows();
    return list;
  }

  it(
    "shows the figures of the API at 1366 px",
    async () => {
      const answer = await dashboardAnswer();
      const screen = await new DashboardPage(page(), e2e.baseUrl).open();

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
      expect(await textOfTile(screen, TILES.inventory)).toContain(
        `${formatInteger(inventory.counted_stocked_products)} de ${formatInteger(inventory.stocked_products)}`,
      );
      expect(await screen.figure(TILES.inventory, "Contagens Abertas")).toBe(formatInteger(inventory.open_counts));
      expect(await screen.figure(TILES.inventory, "Produtos Divergentes")).toContain(formatInteger(inventory.divergent_products));
      expect(await screen.figure(TILES.inventory, "Produtos Divergentes")).toContain(`de ${formatInteger(inventory.inventory_products)} no inventário`);
      expect(await screen.figure(TILES.inventory, "Diferença")).toBe(formatCurrency(inventory.difference_value));

      const pricing = dataOf(answer.pricing).pricing;
      if (!pricing) throw new Error("nenhuma precificação na loja de demonstração");
      expect(await screen.figure(TILES.pricing, "Status")).toContain(PRICING_STATUS_LABELS[pricing.status as PricingStatus]);
      expect(await screen.figure(TILES.pricing, "Venda")).toBe(formatCurrency(pricing.total_sales));

      await e2e.screenshot(page(), "dashboard-1366");
    },
    // Fourteen figures: more than a list test's default.
    90_000,
  );

  it("'Venda Diária' leads to the daily sales of the period", async () => {
    const sales = dataOf((await dashboardAnswer()).sales);
    const list = await land(TILES.sales, "Venda Diária", new RegExp(`^/daily_sales/${sales.period.start_date},${sales.period.end_date}$`));
    expect(await list.count()).toBe(registros(sales.days.length));
  });

  it("'Ver Pedidos' leads to the open orders, the oldest first, and the oldest order's link to its items", async () => {
    const orders = dataOf((await dashboardAnswer()).open_orders);
    const oldest = orders.oldest;
    if (!oldest) throw new Error("nenhum pedido em aberto");
    const list = await land(TILES.orders, "Ver Pedidos", "/purchase_orders/open");
    expect(await list.count()).toBe(registros(orders.orders));
    expect(await textOfCell(list, 0, "Data")).toBe(formatListDate(oldest.date));
    expect(await textOfCell(list, 0, "Nº")).toBe(String(oldest.id));

    const dashboard = await backToDashboard();
    await dashboard.follow(TILES.orders, `Nº ${oldest.id} de ${formatDate(oldest.date)}`);
    await page().waitForURL((url) => url.pathname === `/purchase_orders/${oldest.id}/items`);
  });

  it("'Ver por Venda' and 'Ver por Margem' lead to the group sales of the period, ordered by each", async () => {
    const groups = dataOf((await dashboardAnswer()).top_groups);
    const { start_date: from, end_date: to } = groups.period;
    let list = await land(TILES.groups, "Ver por Venda", new RegExp(`^/group_sales/${from},${to}$`));
    expect(await textOfCell(list, 0, "Grupo")).toBe(groups.by_sales[0]?.group_name);

    list = await land(TILES.groups, "Ver por Margem", new RegExp(`^/group_sales/${from},${to}$`));
    expect(await list.column("Grupo")).toEqual(expect.arrayContaining(groups.by_net_margin.map((group) => group.group_name)));
    expect(await textOfCell(list, 0, "Grupo")).toBe(groups.by_net_margin[0]?.group_name);
  });

  it("'Ver Produtos' leads to the product sales of the period showing only the notable products below their margin", async () => {
    const notable = dataOf((await dashboardAnswer()).notable_products);
    const { start_date: from, end_date: to } = notable.period;
    const list = await land(TILES.notable, "Ver Produtos", new RegExp(`^/product_sales/${from},${to}$`));
    expect(await list.count()).toBe(registros(notable.below.length));
    const shown = await list.column("Produto");
    for (const name of shown) expect(notable.below.map((row) => row.product)).toContain(name);
  });

  it("the use and loss figures lead to the operations waiting for write-off, and to those waiting to be applied", async () => {
    const tile = dataOf((await dashboardAnswer()).use_and_loss);
    let list = await land(TILES.useAndLoss, `${tile.awaiting_write_off.operations} operações`, "/use_and_loss/all/open");
    expect(await list.count()).toBe(registros(tile.awaiting_write_off.operations));

    list = await land(TILES.useAndLoss, `${tile.awaiting_apply.operations} operações`, "/use_and_loss/all/closed");
    expect(await list.count()).toBe(registros(tile.awaiting_apply.operations));
  });

  it("the ICMS credit leads to the credit to reverse of the month so far, with the same total", async () => {
    const tile = dataOf((await dashboardAnswer()).use_and_loss);
    const { start_date: from, end_date: to } = tile.icms_period;
    // The period travels as the sales screens carry it: base64 of 'start,end'.
    const list = await land(
      TILES.useAndLoss,
      formatCurrency(tile.icms_credit),
      `/use_and_loss/icms_reversal/${encodeSalesPeriod({ start: from, end: to })}`,
    );
    expect((await list.totals())["Total a Estornar"]).toBe(formatCurrency(tile.icms_credit));
  });

  it("the counting inventory's figures lead to its divergent products, its open counts and its missing products", async () => {
    const inventory = dataOf((await dashboardAnswer()).inventory).inventory;
    if (!inventory) throw new Error("nenhum inventário em contagem");
    let list = await land(TILES.inventory, formatInteger(inventory.divergent_products), `/inventories/${inventory.id}/products`);
    expect(await list.count()).toBe(registros(inventory.divergent_products));

    list = await land(TILES.inventory, formatInteger(inventory.open_counts), `/inventories/${inventory.id}/stock_taking/open`);
    expect(await list.count()).toBe(registros(inventory.open_counts));

    // The missing products are the stocked products not counted yet.
    const missing = inventory.stocked_products - inventory.counted_stocked_products;
    list = await land(TILES.inventory, `faltam ${formatInteger(missing)}`, `/inventories/${inventory.id}/missing_products`);
    expect(await list.count()).toBe(registros(missing));
  });

  it("no answer at all shows the page's error; 'Tentar Novamente' reads again, and a tile that failed says why while the others show", async () => {
    let answerWith: "nothing" | "orders tile failed" = "nothing";
    await page().route("**/api/dashboard", async (route) => {
      if (answerWith === "nothing") return route.fulfill({ status: 500, json: { success: false } });
      const response = await route.fetch();
      const body = (await response.json()) as { success: boolean; data: DashboardAnswer };
      body.data.open_orders = { error: DASHBOARD_TILE_ERRORS.open_orders };
      return route.fulfill({ response, json: body });
    });
    // A new visit: the page reads its answer as it loads.
    await page().goto(e2e.url("/"));
    await expect.poll(async () => (await screen().pageError.textContent()) ?? "").toContain(DASHBOARD_LOAD_ERROR);
    await e2e.screenshot(page(), "dashboard-page-error");

    answerWith = "orders tile failed";
    await screen().pageError.getByRole("button", { name: "Tentar Novamente" }).click();
    await screen().waitUntilLoaded();
    expect(await screen().pageError.count()).toBe(0);
    expect(await screen().message(TILES.orders)).toBe(DASHBOARD_TILE_ERRORS.open_orders);
    expect(await screen().figure(TILES.useAndLoss, "Aguardando Baixa")).toMatch(/operaç/);
    await screen().tile(TILES.orders).scrollIntoViewIfNeeded();
    await e2e.screenshot(page(), "dashboard-tile-error");
  });
});
