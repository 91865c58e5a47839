import { fromCents, fromMilli } from "./money";
import type { SalesFigures } from "./formulas/sales";

/**
 * Sales report rows on the wire (spec §3 GroupSales, ProductSales, DailySales; snake_case). Money in reais
 * with 2 decimals, quantities with 3, margins in percent with 2.
 */
export interface SalesFiguresWire {
  cost: number;
  sales: number;
  profit: number;
  margin: number;
  in_tax: number;
  out_tax: number;
  tax_value: number;
  net_profit: number;
  net_margin: number;
}

export interface DailySalesRow extends SalesFiguresWire {
  /** The day as a number, YYYYMMDD. */
  id: number;
  sale_date: string;
  groups: number;
  products: number;
}

export interface GroupSalesRow extends SalesFiguresWire {
  group_id: number;
  group_name: string;
  products: number;
}

export interface ProductSalesRow extends SalesFiguresWire {
  product_id: number;
  product: string;
  notable: boolean;
  unit: string;
  quantity: number;
}

export function salesFiguresWire(figures: SalesFigures): SalesFiguresWire {
  return {
    cost: fromCents(figures.cost),
    sales: fromCents(figures.sales),
    profit: fromCents(figures.profit),
    margin: figures.margin,
    in_tax: fromCents(figures.inTax),
    out_tax: fromCents(figures.outTax),
    tax_value: fromCents(figures.taxValue),
    net_profit: fromCents(figures.netProfit),
    net_margin: figures.netMargin,
  };
}

export const quantityWire = fromMilli;
