import { addDays, daysBetween, type IsoDay, yesterdayInSaoPaulo } from "../dates";
import type { SalesFigures } from "../formulas/sales";
import { fromCents, fromMilli } from "../money";

/**
 * The sales area's contract (spec §3, §5, §9): the report rows and the sales period rule.
 *
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

/** The longest period a sales report (or an aggregation request) may span, in days, both ends included. */
export const MAX_SALES_PERIOD_DAYS = 400;

/** What is wrong with a sales period: its end before its start, or longer than MAX_SALES_PERIOD_DAYS. */
export type SalesPeriodProblem = "order" | "too_long";

/**
 * The sales period rule, the same on the reports' API and in the period picker; both ends are valid days
 * (each side reports an unreadable day on its own field first).
 */
export function salesPeriodProblem(start: IsoDay, end: IsoDay): SalesPeriodProblem | undefined {
  if (end < start) return "order";
  if (daysBetween(start, end) + 1 > MAX_SALES_PERIOD_DAYS) return "too_long";
  return undefined;
}

/** A sales period as the server takes it: both ends "YYYY-MM-DD", inclusive. */
export interface SalesPeriod {
  start: IsoDay;
  end: IsoDay;
}

/** Whether a day falls in the period, both ends included. */
export function periodContains(period: SalesPeriod, day: IsoDay): boolean {
  return period.start <= day && day <= period.end;
}

const DEFAULT_PERIOD_DAYS = 30;

/**
 * Spec §9: the default sales range runs from 30 days before yesterday up to yesterday, on the store's
 * calendar (São Paulo), the same one the nightly aggregation closes its days by. The screens open on it,
 * and the nightly aggregation prepares its answers.
 */
export function defaultSalesPeriod(now: Date): SalesPeriod {
  const yesterday = yesterdayInSaoPaulo(now);
  return { start: addDays(yesterday, -DEFAULT_PERIOD_DAYS), end: yesterday };
}
