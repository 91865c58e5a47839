import { beforeAll, describe, expect, it } from "vitest";
import {
  PRODUCT_CLASS_LABELS,
  type PricingGroupRow,
  type PricingProductRow,
  type PricingRow,
} from "../../../shared/contracts/pricing";
import { formatCurrency, formatInteger, formatPercent } from "../../../shared/format";
import { percentOf } from "../../../shared/formulas/percent";
import { toCents } from "../../../shared/money";
import { DRILL_TEXT } from "../../../web/src/features/pricing/labels";
import { PHONE } from "../pages/browser";
import { e2e } from "../pages/file-e2e";
import { openInApp, openListInApp } from "../pages/in-app";
import { sidewaysScroll } from "../pages/list-geometry";
import { ListTable } from "../pages/list-table";
import { PricingDrillScreen } from "../pages/pricing-products-page";
import { textOf } from "../pages/text";

/**
 * A pricing's drill-down in Chromium (spec §2.9, issue 16 item 3), on the file's demo store's classified
 * pricing: its groups with the footers the API's figures give, a group's class B products, the class switched
 * through the breadcrumb's menu, all products with the badges of the classes the API gave and the Pareto curve
 * above them with the pricing's cutoffs, at 1366 x 768 and 390 x 844; and a pricing whose classification
 * failed, which says so instead of showing empty lists. One page for the file: the first list is opened by its
 * address, the others inside the app.
 */

const LAPTOP = { width: 1366, height: 768 };

let pricing: PricingRow;
let groups: PricingGroupRow[];
let products: PricingProductRow[];

const registros = (count: number) => (count === 1 ? "1 Registro" : `${count} Registros`);
const money = (value: number) => formatCurrency(value);
const sumCents = (values: readonly number[]) => values.reduce((sum, value) => sum + toCents(value), 0);
const day = (iso: string) => iso.split("-").reverse().join("/");
const classLabel = (code: string) => PRODUCT_CLASS_LABELS[code as "a" | "b" | "c"] ?? "Erro";

beforeAll(async () => {
  const classified = (await e2e.api<PricingRow[]>("GET", "/pricing")).find((row) => row.status === "classified");
  if (!classified) throw new Error("A loja de demonstração não tem precificação classificada.");
  pricing = classified;
  [groups, products] = await Promise.all([
    e2e.api<PricingGroupRow[]>("GET", `/pricing_groups?pricing_id=${pricing.id}`),
    e2e.api<PricingProductRow[]>("GET", `/pricing_products?pricing_id=${pricing.id}`),
  ]);
});

/** The group with the most sales among those with class B products (on the list's first page). */
function groupWithClassB(): PricingGroupRow {
  const byRank = [...groups].sort((x, y) => y.total_sales - x.total_sales);
  const group = byRank.slice(0, 20).find((row) => row.b_class_products > 0);
  if (!group) throw new Error("Nenhum grupo da primeira página tem produtos Classe B.");
  return group;
}

/** 'X% dos produtos fazem Y% das vendas (Classe A)' from the API's rows, independently of the screen's code. */
function classASentence(): string {
  const selling = products.filter((row) => row.total_sales > 0);
  const totalSales = sumCents(selling.map((row) => row.total_sales));
  const classA = products.filter((row) => row.class === "a");
  const share = percentOf(classA.length, products.length);
  const sales = percentOf(sumCents(classA.map((row) => row.total_sales)), totalSales);
  return `${formatPercent(share)} dos produtos fazem ${formatPercent(sales)} das vendas (Classe A)`;
}

const pricingTitle = () => `Precificação #${pricing.id} (${day(pricing.period_start)} a ${day(pricing.period_end)})`;

describe("a pricing's drill-down, on one page", () => {
  const journey = e2e.journey({ viewport: LAPTOP, signedIn: true });
  const drill = () => new PricingDrillScreen(journey.page, e2e.baseUrl);

  it("at 1366 px, lists the groups, the biggest seller first, with footers equal to the pricing's totals, and opens a group's class B products", async () => {
    const page = journey.page;
    const screen = await drill().open(`/pricing/${pricing.id}/groups`);
    const list = screen.list;
    expect(await textOf(list.title)).toBe("Grupos da Precificação");
    expect(await list.count()).toBe(registros(groups.length));
    await expect.poll(() => screen.trail()).toEqual(["Precificação", pricingTitle(), "Grupos"]);
    const biggest = [...groups].sort((x, y) => y.total_sales - x.total_sales)[0];
    expect((await list.column("Grupo"))[0]).toBe(biggest?.group_name);
    expect(await list.headers()).toEqual(["", "Grupo", "Produtos", "Custo", "Venda", "Impostos", "Lucro", "Margem Líquida"]);

    // The pricing's own figures (the server's), and the sums of its groups' rows, as the footer shows them.
    expect(sumCents(groups.map((row) => row.total_cost))).toBe(toCents(pricing.total_cost));
    expect(await list.totals()).toMatchObject({
      Produtos: formatInteger(pricing.total_products),
      Custo: money(pricing.total_cost),
      Venda: money(pricing.total_sales),
      Impostos: money(pricing.total_taxes),
      Lucro: money(pricing.total_profit),
      "Margem Líquida": formatPercent(pricing.total_net_margin),
    });
    await e2e.screenshot(page, "pricing-drill-groups-desktop");
    expect((await sidewaysScroll(list.root)).overflow).toBe(0);

    const group = groupWithClassB();
    await screen.chooseRowSubOption(group.group_name, "Visualizar Produtos", "Classe B");
    await page.waitForURL(`**/pricing/${pricing.id}/${group.group_id}/b_class`);
    await expect.poll(() => list.count()).toBe(registros(group.b_class_products));
    await list.waitForRows();
    expect(await textOf(list.title)).toBe(`Produtos da Classe B do Grupo ${group.group_name}`);
    await expect.poll(() => screen.trail()).toEqual(["Precificação", pricingTitle(), "Grupos", group.group_name, "Classe B"]);
    await e2e.screenshot(page, "pricing-drill-group-class-b-desktop");
    expect(new Set(await screen.classBadges())).toEqual(new Set(["B"]));
    const groupB = products.filter((row) => row.group_id === group.group_id && row.class === "b");
    expect(await list.totals()).toMatchObject({ "Custo Total": money(sumCents(groupB.map((row) => row.total_cost)) / 100) });
    expect((await sidewaysScroll(list.root)).overflow).toBe(0);

    // The breadcrumb's last step switches class within the group: a caret right beside it.
    expect(await screen.classSwitchGap()).toBeLessThan(40);
    expect(await screen.classOptions()).toEqual([
      { text: "Todos os Produtos", checked: false },
      { text: "Classe A", checked: false },
      { text: "Classe B", checked: true },
      { text: "Classe C", checked: false },
    ]);
    await screen.switchClass("Todos os Produtos");
    await page.waitForURL(`**/pricing/${pricing.id}/${group.group_id}/products`);
    await expect.poll(() => list.count()).toBe(registros(group.total_products));
    expect(await textOf(list.title)).toBe(`Produtos do Grupo ${group.group_name}`);
    // A group's lists have no chart: it is the pricing's curve.
    expect(await screen.chart.count()).toBe(0);
  }, 90_000);

  it("at 1366 px, shows all products with the classes the API gave, the Pareto curve with the pricing's cutoffs, and switches to class C", async () => {
    const page = journey.page;
    const screen = drill();
    const list = screen.list;
    await openListInApp(list, `/pricing/${pricing.id}/products`);
    expect(await textOf(list.title)).toBe("Produtos da Precificação");
    expect(await list.count()).toBe(registros(products.length));
    await expect.poll(() => screen.trail()).toEqual(["Precificação", pricingTitle(), "Todos os Produtos"]);
    expect(await list.headers()).toEqual(["Produto", "Custo Total", "Venda Total", "% das Vendas", "Lucro Total", "Margem Líquida", "Classe"]);

    // Each visible row's badge is its class in the API (names are unique in the demo store).
    const classOf = new Map(products.map((row) => [row.product, classLabel(row.class)]));
    const names = await list.column("Produto");
    expect(names.length).toBe(20);
    expect(await screen.classBadges()).toEqual(names.map((name) => classOf.get(name)));
    expect(await list.totals()).toMatchObject({
      "Custo Total": money(pricing.total_cost),
      "Venda Total": money(pricing.total_sales),
      // The share of the pricing's total, not the sum of the rounded rows (which read 100,01%).
      "% das Vendas": "100,00%",
      "Lucro Total": money(pricing.total_profit),
      "Margem Líquida": formatPercent(pricing.total_net_margin),
    });
    await e2e.screenshot(page, "pricing-drill-products-list-desktop");
    expect((await sidewaysScroll(list.root)).overflow).toBe(0);

    // The chart: open on a laptop, with the pricing's cutoffs and where classes A and B end.
    await screen.chart.waitFor();
    expect(await screen.chartLegend()).toEqual([
      "Vendas acumuladas",
      `Corte da Classe A (${formatPercent(pricing.a_class_margin)})`,
      `Corte das Classes A + B (${formatPercent(pricing.a_class_margin + pricing.b_class_margin)})`,
      "Fim da Classe A",
      "Fim da Classe B",
    ]);
    const sentence = classASentence();
    expect((await screen.chartSentences())[0]).toBe(sentence);
    const spoken = await screen.chartAccessibleText();
    expect(spoken.name).toBe("Curva ABC da precificação");
    expect(spoken.description).toContain(sentence);
    await e2e.screenshot(page, "pricing-drill-products-desktop");

    await screen.switchClass("Classe C");
    await page.waitForURL(`**/pricing/${pricing.id}/c_class`);
    await expect.poll(() => list.count()).toBe(registros(pricing.c_class_products));
    expect(await textOf(list.title)).toBe("Produtos da Classe C");
    expect(new Set(await screen.classBadges())).toEqual(new Set(["C"]));
    expect(await screen.chart.count()).toBe(0);
    await e2e.screenshot(page, "pricing-drill-class-c-desktop");
  }, 90_000);

  it("on a phone (390 px), shows the groups as cards, the chart closed above the products until opened, and the class switch", async () => {
    const page = journey.page;
    await page.setViewportSize(PHONE);
    const screen = drill();
    // The class C list drawn again as cards first: the next screen is told from it by its title, which the
    // cards' header shows only once they are drawn.
    await expect.poll(() => screen.list.title.count().then((count) => (count === 0 ? "" : textOf(screen.list.title)))).toBe("Produtos da Classe C");
    await openListInApp(screen.list, `/pricing/${pricing.id}/groups`);
    expect(screen.list.showsCards).toBe(true);
    expect(await screen.list.count()).toBe(registros(groups.length));
    await e2e.screenshot(page, "pricing-drill-groups-phone");

    const list = screen.list;
    await openListInApp(list, `/pricing/${pricing.id}/products`);
    expect(await list.count()).toBe(registros(products.length));
    // The list is right under the closed chart.
    expect(await screen.chart.isVisible()).toBe(false);
    const classOf = new Map(products.map((row) => [row.product, classLabel(row.class)]));
    const titles = await list.cardTitles();
    const badges = await screen.classBadges();
    expect(badges).toEqual(titles.map((title) => classOf.get(title)));
    await e2e.screenshot(page, "pricing-drill-products-phone");

    await screen.expandChart();
    expect(await screen.chart.isVisible()).toBe(true);
    expect((await screen.chartSentences())[0]).toBe(classASentence());
    await screen.chartSection.scrollIntoViewIfNeeded();
    await e2e.screenshot(page, "pricing-drill-chart-phone");

    await screen.switchClass("Classe A");
    await page.waitForURL(`**/pricing/${pricing.id}/a_class`);
    await expect.poll(() => list.count()).toBe(registros(pricing.a_class_products));
    expect(new Set(await screen.classBadges())).toEqual(new Set(["A"]));
    await e2e.screenshot(page, "pricing-drill-class-a-phone");
  }, 90_000);

  it("a pricing whose classification failed says why on its groups and products rather than showing empty lists", async () => {
    const page = journey.page;
    await page.setViewportSize(LAPTOP);
    // No sales in January 2001: the classification fails and the pricing stays created.
    const created = await e2e.api<PricingRow>("POST", "/pricing", {
      period_start: "2001-01-01",
      period_end: "2001-01-31",
      a_class_margin: 50,
      b_class_margin: 30,
      c_class_margin: 20,
    });
    await expect
      .poll(async () => (await e2e.api<PricingRow[]>("GET", "/pricing")).find((row) => row.id === created.id)?.classification?.status, { timeout: 20_000 })
      .toBe("failed");

    const screen = drill();
    for (const [path, heading] of [
      [`/pricing/${created.id}/groups`, DRILL_TEXT.groupsTitle],
      [`/pricing/${created.id}/products`, DRILL_TEXT.productsTitle],
    ] as const) {
      await openInApp(page, path, heading);
      await screen.notice.waitFor();
      expect(await textOf(screen.notice)).toContain(`A classificação da Precificação #${created.id} falhou: Nenhuma venda no período de 01/01/2001 a 31/01/2001`);
      expect(await page.locator("table").count()).toBe(0);
    }
    await e2e.screenshot(page, "pricing-drill-not-classified-desktop");
    // Its row in the pricing list: the reason wraps in the status column, which gives a few px below its
    // floor, so the list still fits 1366 px without scrolling sideways.
    const list = new ListTable(page);
    await openListInApp(list, "/pricing");
    await list.row("01/01/2001 a 31/01/2001").waitFor();
    await expect.poll(async () => (await sidewaysScroll(list.root)).overflow).toBe(0);
  }, 60_000);
});
