import { salesFigures } from "../formulas/sales";
import { toCents, toMilli } from "../money";
import type { SortSpec } from "../sort";
import { col, type ListColumns } from "../wire/columns";
import { type ProductSalesRow, salesFiguresWire } from "./sales";

/**
 * GET /product_sales_by_period in columns (shared/wire/columns.ts). Rows come by product id (deltas). Profit,
 * margin, tax value, net profit and net margin are recomputed on decode from the row's cost, sales and taxes
 * with the sales formulas (salesFigures), as the server computed them.
 */
/** The sales lists of groups and products: the best sellers first. */
export const BY_SALES_ORDER: SortSpec = [{ key: "sales", direction: "desc" }];

export const PRODUCT_SALES_COLUMNS: ListColumns<ProductSalesRow> = {
  list: "product_sales",
  order: BY_SALES_ORDER,
  columns: {
    product_id: col.integer({ delta: true }),
    product: col.text(),
    notable: col.dictionary(),
    unit: col.dictionary(),
    quantity: col.quantity(),
    cost: col.money(),
    sales: col.money(),
    profit: col.derived(),
    margin: col.derived(),
    in_tax: col.money(),
    out_tax: col.money(),
    tax_value: col.derived(),
    net_profit: col.derived(),
    net_margin: col.derived(),
  },
  derive: (row) => {
    const figures = salesFiguresWire(
      salesFigures({ quantityMilli: toMilli(row.quantity), cost: toCents(row.cost), sales: toCents(row.sales), inTax: toCents(row.in_tax), outTax: toCents(row.out_tax) }),
    );
    return { profit: figures.profit, margin: figures.margin, tax_value: figures.tax_value, net_profit: figures.net_profit, net_margin: figures.net_margin };
  },
};
