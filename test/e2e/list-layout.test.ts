import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { isIsoDay } from "../../shared/dates";
import { defaultSalesPeriod, encodeSalesDate, encodeSalesGroup, encodeSalesPeriod } from "../../web/src/features/sales/period";
import { PHONE } from "./pages/browser";
import { ui } from "./pages/cloudscape";
import { useE2e } from "./pages/e2e";
import { cutCells, cutHeaders, sidewaysScroll, totalPositions } from "./pages/list-geometry";
import { showColumns } from "./pages/list-preferences";
import { ListTable } from "./pages/list-table";

/**
 * Every list of the built areas at 1366x768, as an administrator (issue 13, spec §9): no header cut, names
 * whole (wrapped rather than cut), the cost variation and the use and loss lists without sideways scrolling, the sales totals under
 * their columns, and a sales column shown in the preferences still shown on the next visit.
 */

const LAPTOP = { width: 1366, height: 768 };
const NAME_HEADERS = ["Produto", "Fornecedor", "Nome do Usuário", "Grupo"];
/** The sales figures shown by default; the rest start hidden, one click away. */
const SALES_FIGURES = ["Custo", "Venda", "Lucro", "Margem", "ICMS a Recolher", "Lucro Líquido", "Margem Líquida"];

const e2e = useE2e();
let page: Page;
/** `fits`: the list shows its default columns at 1366 px without scrolling sideways. */
let lists: { name: string; path: string; sales: boolean; fits?: boolean }[];

beforeAll(async () => {
  const reader = await e2e.open({ signedIn: true });
  const read = async <T>(path: string): Promise<T[]> => ((await (await reader.request.get(e2e.url(path))).json()) as { data: T[] }).data;
  const period = defaultSalesPeriod(new Date());
  const query = `start_date=${period.start}&end_date=${period.end}`;
  const [orders, days, groups, inventories, pricings] = await Promise.all([
    read<{ id: number }>("/api/purchase_orders"),
    read<{ sale_date: string }>(`/api/daily_sales?${query}`),
    read<{ group_id: number; group_name: string }>(`/api/group_sales_by_period?${query}`),
    read<{ id: number; status: string }>("/api/inventories"),
    read<{ id: number; status: string }>("/api/pricing"),
  ]);
  const classified = pricings.find((pricing) => pricing.status === "classified")?.id;
  if (classified === undefined) throw new Error("A loja de demonstração não tem precificação classificada.");
  const pricingGroups = await read<{ group_id: number; b_class_products: number }>(`/api/pricing_groups?pricing_id=${classified}`);
  const pricingGroup = pricingGroups.find((row) => row.b_class_products > 0)?.group_id;
  if (pricingGroup === undefined) throw new Error("A precificação de demonstração não tem grupo com produtos Classe B.");
  const counting = inventories.find((inventory) => inventory.status === "counting")?.id;
  if (counting === undefined) throw new Error("A loja de demonstração não tem inventário em contagem.");
  const order = orders[0]?.id;
  const day = days[0]?.sale_date.slice(0, 10);
  const group = groups[0];
  if (order === undefined || !day || !isIsoDay(day) || !group) throw new Error("A loja de demonstração não tem pedidos ou vendas.");
  const salesPeriod = encodeSalesPeriod(period);
  const salesDay = encodeSalesDate(day);
  const salesGroup = encodeSalesGroup({ groupId: group.group_id, groupName: group.group_name });
  lists = [
    { name: "users", path: "/users", sales: false },
    { name: "notable-products", path: "/notable_products", sales: false },
    { name: "orders", path: "/purchase_orders/all", sales: false },
    { name: "order-items", path: `/purchase_orders/${order}/items`, sales: false },
    { name: "order-variation", path: `/purchase_orders/${order}/items_variation`, sales: false, fits: true },
    { name: "use-and-loss", path: "/use_and_loss/all/all", sales: false, fits: true },
    { name: "icms-reversal", path: `/use_and_loss/icms_reversal/${salesPeriod}`, sales: false, fits: true },
    { name: "inventories", path: "/inventories", sales: false, fits: true },
    { name: "inventory-counts", path: `/inventories/${counting}/stock_taking`, sales: false, fits: true },
    { name: "inventory-products", path: `/inventories/${counting}/products`, sales: false, fits: true },
    { name: "inventory-missing-products", path: `/inventories/${counting}/missing_products`, sales: false, fits: true },
    { name: "pricing", path: "/pricing", sales: false, fits: true },
    { name: "pricing-notable-loss", path: `/pricing/${classified}/notable_loss`, sales: false, fits: true },
    { name: "pricing-groups", path: `/pricing/${classified}/groups`, sales: false, fits: true },
    { name: "pricing-products", path: `/pricing/${classified}/products`, sales: false, fits: true },
    { name: "pricing-group-class-b", path: `/pricing/${classified}/${pricingGroup}/b_class`, sales: false, fits: true },
    { name: "daily-sales", path: `/daily_sales/${salesPeriod}`, sales: true },
    { name: "group-sales", path: `/group_sales/${salesPeriod}`, sales: true },
    { name: "product-sales", path: `/product_sales/${salesPeriod}`, sales: true },
    { name: "group-products", path: `/group_sales/${salesPeriod}/${salesGroup}`, sales: true },
    { name: "day-groups", path: `/daily_sale/${salesDay}/groups`, sales: true },
    { name: "day-products", path: `/daily_sale/${salesDay}/products`, sales: true },
    { name: "day-group-products", path: `/daily_sale/${salesDay}/${salesGroup}/products`, sales: true },
  ];
});

const contentList = () => page.locator(ui.findAppLayout().findContentRegion().find(".list-kit").toSelector());

/** One page per test (the setting closes each test's pages), signed in as the administrator. */
async function openPage(viewport = LAPTOP): Promise<void> {
  page = await e2e.open({ signedIn: true, viewport });
}

async function openList(path: string): Promise<ListTable> {
  await page.goto(e2e.url(path));
  const list = new ListTable(page);
  await list.waitForRows();
  return list;
}

describe("lists at 1366x768", () => {
  it("show every header whole and every name whole; the variation fits; sales totals sit under their columns", async () => {
    await openPage();
    const problems: string[] = [];
    for (const { name, path, sales, fits } of lists) {
      const list = await openList(path);
      const root = contentList();
      for (const header of await cutHeaders(root)) problems.push(`${name}: cabeçalho '${header}' cortado`);
      for (const cell of await cutCells(root, NAME_HEADERS)) problems.push(`${name}: nome '${cell}' cortado`);
      if (fits) {
        const { overflow } = await sidewaysScroll(root);
        if (overflow > 0) problems.push(`${name}: a tabela passa ${overflow} px da largura`);
      }
      if (name === "order-variation") {
        expect(await list.headers()).toEqual(["", "Cód. Barras", "Código", "Produto", "Quantidade", "Custo Atual", "Valor do Pedido", "Variação"]);
      }
      if (sales) {
        expect(await list.headers(), name).toEqual(expect.arrayContaining(SALES_FIGURES));
        const totals = await totalPositions(root);
        expect(totals.map((total) => total.label), name).toEqual(SALES_FIGURES);
        for (const total of totals) if (!total.underItsColumn) problems.push(`${name}: total '${total.label}' fora da coluna`);
      }
      await e2e.screenshot(page, `list-layout-${name}-desktop`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("keep the totals under their columns as the table scrolls sideways", async () => {
    await openPage({ width: 1000, height: 768 });
    const list = await openList(lists.find((entry) => entry.name === "daily-sales")?.path ?? "/sales");
    const root = contentList();
    expect((await sidewaysScroll(root)).overflow).toBeGreaterThan(0);
    // The totals take the keyboard: an arrow scrolls the table sideways.
    const strip = list.root.getByRole("group", { name: "Totais" });
    await strip.focus();
    await strip.press("ArrowRight");
    await expect.poll(async () => (await sidewaysScroll(root)).scrolled).toBeGreaterThan(0);
    // The strip follows the scroll (smooth: it takes a few frames).
    await expect.poll(async () => (await totalPositions(root)).filter((total) => !total.underItsColumn)).toEqual([]);
    expect((await totalPositions(root)).length).toBeGreaterThan(0);
    await e2e.screenshot(page, "list-layout-daily-sales-scrolled-desktop");
  }, 60_000);

  it("remember a sales column shown in the preferences after a reload", async () => {
    await openPage();
    const path = lists.find((entry) => entry.name === "daily-sales")?.path ?? "/sales";
    const list = await openList(path);
    expect(await list.headers()).not.toContain("ICMS Crédito");
    await showColumns(list, ["ICMS Crédito"]);
    await expect.poll(() => list.headers()).toContain("ICMS Crédito");

    await page.reload();
    await list.waitForRows();
    expect(await list.headers()).toContain("ICMS Crédito");
    const totals = await totalPositions(contentList());
    expect(totals.find((total) => total.label === "ICMS Crédito")?.underItsColumn).toBe(true);
  }, 60_000);
});

describe("lists on a phone (390x844)", () => {
  it("screenshots of each list", async () => {
    await openPage(PHONE);
    for (const { name, path } of lists) {
      await openList(path);
      await e2e.screenshot(page, `list-layout-${name}-phone`);
    }
  }, 120_000);
});
