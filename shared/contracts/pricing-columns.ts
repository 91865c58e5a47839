import { type PricingTotals, pricingProductFigures } from "../formulas/pricing";
import { fromCents, toCents, toMilli } from "../money";
import type { SortSpec } from "../sort";
import { col, type ListColumns } from "../wire/columns";
import type { PricingProductRow } from "./pricing";

/**
 * GET /pricing_products in columns (shared/wire/columns.ts). Rows come by rank (total sales descending), so
 * ids and total sales travel as deltas, and the names in product id order (beside similar names). Unit figures, shares, profit and margin are recomputed on decode with
 * the classification's own formula (pricingProductFigures) from the row's totals and the pricing's totals,
 * sent once as the base: only the row's taxes are sent, as out tax with no in tax (the formulas use only
 * their difference).
 */
/** Spec §9: product lists by product name. */
export const PRICING_PRODUCTS_ORDER: SortSpec = [{ key: "product", direction: "asc" }];

export const PRICING_PRODUCT_COLUMNS: ListColumns<PricingProductRow, PricingTotals> = {
  list: "pricing_products",
  order: PRICING_PRODUCTS_ORDER,
  columns: {
    id: col.integer({ delta: true }),
    pricing_id: col.dictionary(),
    product_id: col.integer(),
    product: col.text({ orderBy: "product_id" }),
    notable: col.dictionary(),
    group_id: col.dictionary(),
    group_name: col.dictionary(),
    total_quantity: col.quantity(),
    unit: col.dictionary(),
    unit_cost: col.derived(),
    total_cost: col.money(),
    cost_percent: col.derived(),
    unit_sale: col.derived(),
    total_sales: col.money({ delta: true }),
    sales_percent: col.derived(),
    unit_tax: col.derived(),
    total_taxes: col.money(),
    taxes_percent: col.derived(),
    unit_profit: col.derived(),
    total_profit: col.derived(),
    net_margin: col.derived(),
    class: col.dictionary(),
  },
  derive: (row, pricing) => {
    const figures = pricingProductFigures(
      { quantityMilli: toMilli(row.total_quantity), cost: toCents(row.total_cost), sales: toCents(row.total_sales), inTax: 0, outTax: toCents(row.total_taxes) },
      pricing,
    );
    return {
      unit_cost: figures.unitCost,
      cost_percent: figures.costPercent,
      unit_sale: figures.unitSale,
      sales_percent: figures.salesPercent,
      unit_tax: figures.unitTax,
      taxes_percent: figures.taxesPercent,
      unit_profit: figures.unitProfit,
      total_profit: fromCents(figures.totalProfit),
      net_margin: figures.netMargin,
    };
  },
};
