// @vitest-environment jsdom
import createWrapper from "@cloudscape-design/components/test-utils/dom";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { useMountedRoot } from "../support/mounted-root";
import type { PricingGroupRow, PricingProductRow, PricingRow } from "../../../shared/contracts/pricing";
import { formatPercent } from "../../../shared/format";
import { computeTotals } from "../../../web/src/lists";
import { statusOption } from "../../../web/src/lists/cells";
import { ClassBadge, productClassColumn } from "../../../web/src/features/pricing/ClassBadge";
import { PRICING_GROUPS_LIST } from "../../../web/src/features/pricing/groups-config";
import { pricingCrumb, pricingName, resultsUnavailable } from "../../../web/src/features/pricing/labels";
import { pricingProductsList } from "../../../web/src/features/pricing/products-config";
import { classSwitchItems, productsPath } from "../../../web/src/features/pricing/rules";

const mounted = useMountedRoot();

function render(element: React.ReactNode): HTMLElement {
  act(() => mounted.root.render(element));
  return mounted.container;
}

describe("the class badge (spec §4)", () => {
  const column = productClassColumn<{ class: string }>();

  it.each([
    ["a", "A", "success"],
    ["b", "B", "warning"],
    ["c", "C", "danger"],
    ["d", "Erro", "danger"],
    ["", "Erro", "danger"],
    ["toString", "Erro", "danger"],
  ])("class '%s' shows %s in the %s tone", (code, label, tone) => {
    expect(statusOption(column, code)).toEqual({ label, tone });
  });

  it("is a Badge in green, amber or red, the same one the lists show", () => {
    const colours = ["a", "b", "c", "x"].map((code) => {
      const badge = createWrapper(render(<ClassBadge productClass={code} />)).findBadge();
      const text = badge?.getElement().textContent;
      const colour = [...(badge?.getElement().classList ?? [])].find((name) => name.includes("badge-color"));
      mounted.remount();
      return `${text} ${colour?.replace(/^.*badge-color-/, "").replace(/_.*$/, "")}`;
    });
    expect(colours).toEqual(["A green", "B severity-medium", "C red", "Erro red"]);
  });
});

describe("the class switch of the product lists (spec §2.9)", () => {
  it("offers every view of the same products, the current one checked", () => {
    expect(classSwitchItems(3, "b_class")).toEqual([
      { id: "products", text: "Todos os Produtos", href: "/pricing/3/products", current: false },
      { id: "a_class", text: "Classe A", href: "/pricing/3/a_class", current: false },
      { id: "b_class", text: "Classe B", href: "/pricing/3/b_class", current: true },
      { id: "c_class", text: "Classe C", href: "/pricing/3/c_class", current: false },
    ]);
  });

  it("stays within the group on a group's products", () => {
    expect(classSwitchItems(3, "products", 12).map((item) => item.href)).toEqual([
      "/pricing/3/12/products",
      "/pricing/3/12/a_class",
      "/pricing/3/12/b_class",
      "/pricing/3/12/c_class",
    ]);
    expect(productsPath(3, "c_class", 12)).toBe("/pricing/3/12/c_class");
  });
});

const pricing = {
  id: 4,
  status: "classified",
  period_start: "2026-01-01",
  period_end: "2026-03-31",
  classification: { status: "done", started_at: "2026-04-01T10:00:00.000Z" },
} as const;
const asRow = (fields: object) => ({ ...pricing, ...fields }) as unknown as PricingRow;

describe("the pricing as the drill-down screens name it", () => {
  it("by its number and period, linking back to the pricing list; by its number until its row is read", () => {
    expect(pricingName(pricing)).toBe("Precificação #4 (01/01/2026 a 31/03/2026)");
    expect(pricingCrumb(4, pricing)).toEqual({ text: "Precificação #4 (01/01/2026 a 31/03/2026)", href: "/pricing" });
    expect(pricingCrumb(4, null)).toEqual({ text: "#4", href: "/pricing" });
  });

  it("says why the lists are not there instead of an empty table (spec §4: nothing to list while created)", () => {
    expect(resultsUnavailable(4, asRow({}))).toBeNull();
    expect(resultsUnavailable(4, asRow({ status: "applied" }))).toBeNull();
    expect(resultsUnavailable(4, asRow({ status: "created", classification: { status: "running", started_at: "x" } }))?.text).toBe(
      "A Precificação #4 está sendo classificada: os grupos e produtos aparecem aqui quando a classificação terminar.",
    );
    expect(
      resultsUnavailable(4, asRow({ status: "created", classification: { status: "failed", started_at: "x", error: "Nenhuma venda no período." } }))?.text,
    ).toBe("A classificação da Precificação #4 falhou: Nenhuma venda no período.");
    expect(resultsUnavailable(4, asRow({ status: "created", classification: null }))?.header).toBe("Precificação não classificada");
    expect(resultsUnavailable(4, null)).toEqual({ header: "Precificação não encontrada", text: "A Precificação #4 não foi encontrada." });
  });
});

describe("the lists' footers (spec §9: sums; margin = profit x 100 / cost of the sums)", () => {
  it("products: sums of cost, sales, taxes, profit and shares, the net margin from the sums", () => {
    const rows = [
      { total_cost: 100, total_sales: 150.1, total_taxes: 10, total_profit: 40.1, net_margin: 40.1, cost_percent: 10, sales_percent: 12.5, taxes_percent: 5 },
      { total_cost: 300, total_sales: 330, total_taxes: 20.05, total_profit: 9.95, net_margin: 3.32, cost_percent: 30, sales_percent: 27.5, taxes_percent: 10 },
    ] as unknown as PricingProductRow[];
    // The pricing's totals: cost 1000, sales 1200,25, taxes 200.
    const list = pricingProductsList({ total_cost: 1000, total_sales: 1200.25, total_taxes: 200 });
    const totals = computeTotals(rows, list.columns, list.totals ?? []);
    expect(Object.fromEntries(totals.map((total) => [total.column, total.value]))).toEqual({
      total_cost: 400,
      cost_percent: 40,
      total_sales: 480.1,
      sales_percent: 40, // 480,10 of 1.200,25
      total_taxes: 30.05,
      taxes_percent: 15.03, // 30,05 of 200,00 (the rows' rounded 5 + 10 would say 15)
      total_profit: 50.05,
      net_margin: 12.51,
    });
  });

  it("products: a share column's footer is the share of the total, 100,00% for the whole list, not the sum of rounded rows", () => {
    // Three products selling R$ 1,00 each: 33,33% each, whose sum would read 99,99%.
    const rows = [1, 2, 3].map(
      (id) => ({ id, total_cost: 0.5, total_sales: 1, total_taxes: 0.1, total_profit: 0.4, net_margin: 80, cost_percent: 33.33, sales_percent: 33.33, taxes_percent: 33.33 }) as unknown as PricingProductRow,
    );
    const list = pricingProductsList({ total_cost: 1.5, total_sales: 3, total_taxes: 0.3 });
    const value = (items: PricingProductRow[], column: string) => computeTotals(items, list.columns, list.totals ?? []).find((total) => total.column === column)?.value;
    expect(value(rows, "sales_percent")).toBe(100);
    expect(value(rows, "cost_percent")).toBe(100);
    expect(value(rows, "taxes_percent")).toBe(100);
    expect(value(rows.slice(0, 2), "sales_percent")).toBe(66.67);
    expect(formatPercent(value(rows, "sales_percent") ?? Number.NaN)).toBe("100,00%");
    // Until the pricing is read, the share is not known: no value rather than a wrong one.
    expect(computeTotals(rows, pricingProductsList(null).columns, pricingProductsList(null).totals ?? []).find((total) => total.column === "sales_percent")?.value).toBeNull();
  });

  it("groups: the same for the group's figures and each class's", () => {
    const group = (cost: number, profit: number, aCost: number, aProfit: number) =>
      ({ total_products: 2, total_cost: cost, total_sales: cost + profit, total_taxes: 0, total_profit: profit, a_class_cost: aCost, a_class_profit: aProfit }) as unknown as PricingGroupRow;
    const totals = computeTotals([group(100, 25, 80, 20), group(200, 5, 0, 0)], PRICING_GROUPS_LIST.columns, PRICING_GROUPS_LIST.totals ?? []);
    const value = (column: string) => totals.find((total) => total.column === column)?.value;
    expect(value("total_products")).toBe(4);
    expect(value("total_cost")).toBe(300);
    expect(value("total_net_margin")).toBe(10);
    expect(value("a_class_net_margin")).toBe(25);
    // Class B had no cost: its margin is 0, not a division by zero.
    expect(value("b_class_net_margin")).toBe(0);
  });

  it("groups open with the biggest seller first; products by name (spec §9)", () => {
    expect(PRICING_GROUPS_LIST.defaultSort[0]).toEqual({ key: "total_sales", direction: "desc" });
    expect(pricingProductsList(null).defaultSort[0]).toEqual({ key: "product", direction: "asc" });
  });
});
