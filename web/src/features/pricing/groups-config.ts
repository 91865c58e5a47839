import { PRODUCT_CLASS_LABELS, type PricingGroupRow, type PricingTotalsWire } from "../../../../shared/contracts/pricing";
import type { ProductClass } from "../../../../shared/formulas/abc";
import type { ColumnDef, ListConfig, TotalSpec } from "../../lists";

/**
 * The groups of a pricing (spec §2.9, §3 PricingGroup): each group's products, cost, sales, taxes, profit and
 * net margin, the biggest seller first (spec §9: sales lists by sales descending). The same figures of each
 * class (Custo A ... Margem Líquida C) start hidden, one click away in the preferences, so 1366 px fits.
 */

type Figure = keyof PricingTotalsWire;

const FIGURES: readonly { figure: Figure; header: string; type: "integer" | "currency" | "percent" }[] = [
  { figure: "products", header: "Produtos", type: "integer" },
  { figure: "cost", header: "Custo", type: "currency" },
  { figure: "sales", header: "Venda", type: "currency" },
  { figure: "taxes", header: "Impostos", type: "currency" },
  { figure: "profit", header: "Lucro", type: "currency" },
  { figure: "net_margin", header: "Margem Líquida", type: "percent" },
];

const CLASSES: readonly ProductClass[] = ["a", "b", "c"];

/** 'total_' for the group's own figures, 'a_class_' for class A's. */
type FieldPrefix = "total_" | `${ProductClass}_class_`;

function figureColumns(prefix: FieldPrefix, suffix: string, hidden: boolean): ColumnDef<PricingGroupRow>[] {
  return FIGURES.map(({ figure, header, type }) => ({ id: `${prefix}${figure}`, header: `${header}${suffix}`, type, ...(hidden ? { hidden } : {}) }));
}

/** Spec §9: sums of products, cost, sales, taxes and profit; the margin = profit x 100 / cost of the sums. */
function figureTotals(prefix: FieldPrefix): TotalSpec<PricingGroupRow>[] {
  return FIGURES.map(({ figure }) =>
    figure === "net_margin"
      ? { column: `${prefix}net_margin`, kind: "margin", profit: `${prefix}profit`, cost: `${prefix}cost` }
      : { column: `${prefix}${figure}`, kind: "sum" },
  );
}

export const PRICING_GROUPS_LIST: ListConfig<PricingGroupRow> = {
  section: "pricing",
  listId: "groups",
  trackBy: "id",
  cardTitle: ["group_name", "group_id"],
  columns: [
    { id: "group_id", header: "Código", type: "code", hidden: true },
    { id: "group_name", header: "Grupo", type: "text" },
    ...figureColumns("total_", "", false),
    ...CLASSES.flatMap((productClass) => figureColumns(`${productClass}_class_`, ` ${PRODUCT_CLASS_LABELS[productClass]}`, true)),
  ],
  defaultSort: [
    { key: "total_sales", direction: "desc" },
    { key: "group_name", direction: "asc" },
  ],
  totals: [...figureTotals("total_"), ...CLASSES.flatMap((productClass) => figureTotals(`${productClass}_class_`))],
};
