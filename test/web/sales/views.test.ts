import { describe, expect, it } from "vitest";
import type { GroupSalesRow } from "../../../shared/contracts/sales";
import { computeTotals } from "../../../web/src/lists";
import { DAILY_SALES_LIST, GROUP_SALES_LIST, PRODUCT_SALES_LIST } from "../../../web/src/features/sales/sales-lists";
import {
  dailyViewAround,
  dayView,
  groupProductsView,
  reportView,
  type SalesView,
  salesExportHeading,
  viewPeriod,
  viewReportType,
  viewSource,
  viewTrail,
  viewWithPeriod,
} from "../../../web/src/features/sales/sales-views";

const OCTOBER = { start: "2026-10-01", end: "2026-10-30" };
const BEBIDAS = { groupId: 12, groupName: "BEBIDAS" };
const DAY = "2026-10-05";

const VIEWS: Record<SalesView["kind"], SalesView> = {
  daily: { kind: "daily", period: OCTOBER },
  group: { kind: "group", period: OCTOBER },
  product: { kind: "product", period: OCTOBER },
  groupProducts: { kind: "groupProducts", period: OCTOBER, group: BEBIDAS },
  dayGroups: { kind: "dayGroups", day: DAY },
  dayProducts: { kind: "dayProducts", day: DAY },
  dayGroupProducts: { kind: "dayGroupProducts", day: DAY, group: BEBIDAS },
};

describe("what each sales screen reads (spec §7, §8)", () => {
  it.each([
    ["daily", "/daily_sales", {}, "Erro ao carregar as Vendas Diárias"],
    ["group", "/group_sales_by_period", {}, "Erro ao carregar as Vendas por Grupo"],
    ["product", "/product_sales_by_period", {}, "Erro ao carregar as Vendas por Produto"],
    ["groupProducts", "/product_sales_by_period", { group_id: "12" }, "Erro ao carregar as Vendas de Produtos do Grupo"],
  ] as const)("%s over a period", (kind, path, extra, errorMessage) => {
    expect(viewSource(VIEWS[kind])).toEqual({
      path,
      query: { start_date: "2026-10-01", end_date: "2026-10-30", ...extra },
      errorMessage,
    });
  });

  it.each([
    ["dayGroups", "/group_sales", {}, "Erro ao carregar Vendas por Grupos do Dia"],
    ["dayProducts", "/product_sales_by_period", {}, "Erro ao carregar as Vendas do Dia"],
    ["dayGroupProducts", "/product_sales_by_period", { group_id: "12" }, "Erro ao carregar as Vendas de Produtos do Grupo do Dia"],
  ] as const)("%s of one day (start = end)", (kind, path, extra, errorMessage) => {
    expect(viewSource(VIEWS[kind])).toEqual({
      path,
      query: { start_date: DAY, end_date: DAY, ...extra },
      errorMessage,
    });
  });
});

describe("the filter menu", () => {
  it("switching the report type keeps the period shown", () => {
    expect(reportView("product", viewPeriod(VIEWS.daily))).toEqual({ kind: "product", period: OCTOBER });
    expect(reportView("group", viewPeriod(VIEWS.dayProducts))).toEqual({ kind: "group", period: { start: DAY, end: DAY } });
  });

  it("starts the report type dialog on the rows shown", () => {
    expect(viewReportType(VIEWS.daily)).toBe("daily");
    expect(viewReportType(VIEWS.dayGroups)).toBe("group");
    expect(viewReportType(VIEWS.groupProducts)).toBe("product");
  });

  it("a new period keeps the screen, a day's screen becomes its period counterpart", () => {
    const november = { start: "2026-11-01", end: "2026-11-15" };
    expect(viewWithPeriod(VIEWS.daily, november)).toEqual({ kind: "daily", period: november });
    expect(viewWithPeriod(VIEWS.groupProducts, november)).toEqual({ kind: "groupProducts", period: november, group: BEBIDAS });
    expect(viewWithPeriod(VIEWS.dayGroups, november)).toEqual({ kind: "group", period: november });
    expect(viewWithPeriod(VIEWS.dayProducts, november)).toEqual({ kind: "product", period: november });
    expect(viewWithPeriod(VIEWS.dayGroupProducts, november)).toEqual({ kind: "groupProducts", period: november, group: BEBIDAS });
  });

  it("a group row leads to its products over the same period or day", () => {
    expect(groupProductsView(VIEWS.group, BEBIDAS)).toEqual(VIEWS.groupProducts);
    expect(groupProductsView(VIEWS.dayGroups, BEBIDAS)).toEqual(VIEWS.dayGroupProducts);
  });
});

describe("breadcrumbs (spec §2.1) and export headings (spec §2.3)", () => {
  it("a report's type and period open their dialogs; the last step names its rows", () => {
    expect(viewTrail(VIEWS.daily)).toEqual([
      { text: "Venda Diária", action: { dialog: "reportType" } },
      { text: "01/10/2026 a 30/10/2026", detail: true, action: { dialog: "period" } },
      { text: "Dias", detail: true },
    ]);
    expect(viewTrail(VIEWS.product).map((crumb) => crumb.text)).toEqual(["Venda por Produto", "01/10/2026 a 30/10/2026", "Produtos"]);
  });

  it("a group's products lead back to the groups of the period", () => {
    const trail = viewTrail(VIEWS.groupProducts);
    expect(trail.map((crumb) => crumb.text)).toEqual(["Venda por Grupo", "01/10/2026 a 30/10/2026", "Grupos", "BEBIDAS"]);
    expect(trail.map((crumb) => crumb.action)).toEqual([
      { dialog: "reportType" },
      { dialog: "period" },
      { view: { kind: "group", period: OCTOBER } },
      undefined,
    ]);
  });

  it("a day's screens lead back to the daily list the user came from, and pass its period on", () => {
    const fromOctober: SalesView = { kind: "dayGroupProducts", day: DAY, group: BEBIDAS, dailyPeriod: OCTOBER };
    const trail = viewTrail(fromOctober);
    expect(trail.map((crumb) => crumb.text)).toEqual(["Venda Diária", "05/10/2026", "Grupos", "BEBIDAS"]);
    expect(trail.map((crumb) => crumb.action)).toEqual([
      { view: { kind: "daily", period: OCTOBER } },
      { dialog: "period" },
      { view: { kind: "dayGroups", day: DAY, dailyPeriod: OCTOBER } },
      undefined,
    ]);
    const dayProducts: SalesView = { kind: "dayProducts", day: DAY, dailyPeriod: OCTOBER };
    expect(viewTrail(dayProducts).map((crumb) => crumb.text)).toEqual(["Venda Diária", "05/10/2026", "Produtos"]);
    expect(viewTrail(dayProducts)[0]?.action).toEqual({ view: { kind: "daily", period: OCTOBER } });
  });

  it("a daily row opens its day remembering the list's period, and the day's groups hand it to their products", () => {
    const dayGroups = dayView("dayGroups", DAY, VIEWS.daily);
    expect(dayGroups).toEqual({ kind: "dayGroups", day: DAY, dailyPeriod: OCTOBER });
    expect(groupProductsView(dayGroups, BEBIDAS)).toEqual({ kind: "dayGroupProducts", day: DAY, group: BEBIDAS, dailyPeriod: OCTOBER });
  });

  it("without a daily list that holds the day, back goes to the 30 days up to it", () => {
    expect(viewTrail(VIEWS.dayGroups)[0]?.action).toEqual({ view: { kind: "daily", period: { start: "2026-09-05", end: DAY } } });
    expect(dailyViewAround(DAY, undefined)).toEqual({ kind: "daily", period: { start: "2026-09-05", end: DAY } });
    expect(dailyViewAround(DAY, { start: "2026-11-01", end: "2026-11-30" })).toEqual({
      kind: "daily",
      period: { start: "2026-09-05", end: DAY },
    });
  });

  it("names a group without a name by its id", () => {
    const trail = viewTrail({ kind: "groupProducts", period: OCTOBER, group: { groupId: 3, groupName: "" } });
    expect(trail.at(-1)?.text).toBe("Grupo 3");
  });

  it("exports are titled from the trail, without the dates; the subtitle is the whole trail", () => {
    expect(salesExportHeading(viewTrail(VIEWS.daily))).toEqual({
      title: "Relatório de Vendas - Venda Diária",
      subtitle: "Relatório de Vendas / Venda Diária / 01/10/2026 a 30/10/2026 / Dias",
    });
    expect(salesExportHeading(viewTrail(VIEWS.dayGroupProducts))).toEqual({
      title: "Relatório de Vendas - Venda Diária - Grupos - BEBIDAS",
      subtitle: "Relatório de Vendas / Venda Diária / 05/10/2026 / Grupos / BEBIDAS",
    });
  });
});

describe("footer totals (spec §9)", () => {
  const figures = (cost: number, sales: number, inTax: number, outTax: number) => {
    const profit = Math.round((sales - cost) * 100) / 100;
    const taxValue = Math.round((outTax - inTax) * 100) / 100;
    const netProfit = Math.round((profit - taxValue) * 100) / 100;
    return { cost, sales, profit, margin: 0, in_tax: inTax, out_tax: outTax, tax_value: taxValue, net_profit: netProfit, net_margin: 0 };
  };

  it("sums money and recomputes the margins from the sums", () => {
    const rows: GroupSalesRow[] = [
      { group_id: 1, group_name: "BEBIDAS", products: 3, ...figures(100.1, 150.2, 10.01, 27.04) },
      { group_id: 2, group_name: "MERCEARIA", products: 5, ...figures(200.2, 210.3, 20.02, 37.85) },
    ];
    const totals = Object.fromEntries(
      computeTotals(rows, GROUP_SALES_LIST.columns, GROUP_SALES_LIST.totals ?? []).map((total) => [total.label, total.value]),
    );
    expect(totals).toEqual({
      Custo: 300.3,
      Venda: 360.5,
      Lucro: 60.2,
      Margem: 20.05,
      "ICMS Crédito": 30.03,
      "ICMS Saída": 64.89,
      "ICMS a Recolher": 34.86,
      "Lucro Líquido": 25.34,
      "Margem Líquida": 8.44,
    });
  });

  it("sorts by sales descending, daily sales by date descending", () => {
    expect(PRODUCT_SALES_LIST.defaultSort[0]).toEqual({ key: "sales", direction: "desc" });
    expect(GROUP_SALES_LIST.defaultSort[0]).toEqual({ key: "sales", direction: "desc" });
    expect(DAILY_SALES_LIST.defaultSort).toEqual([{ key: "sale_date", direction: "desc" }]);
  });
});
