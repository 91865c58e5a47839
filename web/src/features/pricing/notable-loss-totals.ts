import type { PricingNotableLossRow } from "../../../../shared/contracts/pricing";
import { percentOf } from "../../../../shared/formulas/percent";
import { type Cents, fromCents, sumCents, toCents } from "../../../../shared/money";

/**
 * The notable-loss footer (spec §9): sums of cost, sales, taxes and profit, margin = profit x 100 / cost, and
 * after the new prices 'Nova Margem Média' = new profit x 100 / cost and 'Nova Margem Bruta' =
 * (new sales - cost) x 100 / cost. The loss and the new sales, taxes and profit are summed too. Money is summed
 * in cents, so a total equals the rows shown, to the cent.
 */
export interface NotableLossTotals {
  cost: number;
  sales: number;
  taxes: number;
  profit: number;
  margin: number;
  loss: number;
  newSales: number;
  newTaxes: number;
  newProfit: number;
  newAverageMargin: number;
  newGrossMargin: number;
}

type MoneyField = "total_cost" | "total_sales" | "total_taxes" | "total_profit" | "total_loss" | "new_total_sales" | "new_total_taxes" | "new_total_profit";

function sumOf(rows: readonly PricingNotableLossRow[], field: MoneyField): Cents {
  return sumCents(rows.map((row) => toCents(row[field])));
}

export function notableLossTotals(rows: readonly PricingNotableLossRow[]): NotableLossTotals {
  const cost = sumOf(rows, "total_cost");
  const profit = sumOf(rows, "total_profit");
  const newSales = sumOf(rows, "new_total_sales");
  const newProfit = sumOf(rows, "new_total_profit");
  return {
    cost: fromCents(cost),
    sales: fromCents(sumOf(rows, "total_sales")),
    taxes: fromCents(sumOf(rows, "total_taxes")),
    profit: fromCents(profit),
    margin: percentOf(profit, cost),
    loss: fromCents(sumOf(rows, "total_loss")),
    newSales: fromCents(newSales),
    newTaxes: fromCents(sumOf(rows, "new_total_taxes")),
    newProfit: fromCents(newProfit),
    newAverageMargin: percentOf(newProfit, cost),
    newGrossMargin: percentOf(newSales - cost, cost),
  };
}

const computed = new WeakMap<readonly PricingNotableLossRow[], NotableLossTotals>();

/** The totals of the rows a list shows, computed once per set of rows (the footer asks for each figure). */
export function notableLossTotalsOf(rows: readonly PricingNotableLossRow[]): NotableLossTotals {
  const known = computed.get(rows);
  if (known) return known;
  const totals = notableLossTotals(rows);
  computed.set(rows, totals);
  return totals;
}
