import { type Cents, divideRounded, sumCents, sumIntegers, toCents, toMilli, toScaledInteger } from "../money";
import { percentOf } from "./percent";

/**
 * Sales figures (DESIGN §7). Sale lines are summed exactly per product and day, then rounded to the cent once
 * at that boundary; every larger total (group, day, period) is a sum of those rounded figures, so a total
 * always equals the sum of its visible rows to the cent.
 */

/** What the formulas need of a sale line; rates in percent (18 = 18%). */
export interface SaleLineAmounts {
  quantity: number;
  unitCost: number;
  total: number;
  icmsOutRate: number;
  icmsInRate: number;
}

/** Rounded figures of a product over a day, and sums of them: integers (cents; quantity in thousandths). */
export interface SalesTotals {
  quantityMilli: number;
  cost: Cents;
  sales: Cents;
  inTax: Cents;
  outTax: Cents;
}

/** The figures a sales row shows (money in cents, margins in percent with 2 decimals). */
export interface SalesFigures {
  cost: Cents;
  sales: Cents;
  profit: Cents;
  margin: number;
  inTax: Cents;
  outTax: Cents;
  taxValue: Cents;
  netProfit: Cents;
  netMargin: number;
}

const UNIT_COST_DECIMALS = 4;
const RATE_DECIMALS = 4;
// Line products are kept exact at these scales: quantity 10^-3, unit cost 10^-4, rate 10^-4 percent.
const COST_TO_CENTS = 10n ** 5n; // quantity(10^-3) x unit cost(10^-4) = 10^-7 reais = 10^-5 cents
const OUT_TAX_TO_CENTS = 10n ** 6n; // cents x rate(10^-4 %) / 100
const IN_TAX_TO_CENTS = 10n ** 11n; // 10^-5 cents x rate(10^-4 %) / 100


/**
 * One product's lines of one day, summed exactly and rounded half away from zero to the cent:
 * cost = sum of quantity x unit cost; sales = sum of line totals; out_tax = sum of total x out rate / 100;
 * in_tax = sum of quantity x unit cost x in rate / 100.
 */
export function productDayTotals(lines: readonly SaleLineAmounts[]): SalesTotals {
  let quantityMilli = 0n;
  let cost = 0n;
  let sales = 0n;
  let inTax = 0n;
  let outTax = 0n;
  for (const line of lines) {
    const quantity = BigInt(toMilli(line.quantity));
    const lineCost = quantity * BigInt(toScaledInteger(line.unitCost, UNIT_COST_DECIMALS));
    const total = BigInt(toCents(line.total));
    quantityMilli += quantity;
    cost += lineCost;
    sales += total;
    outTax += total * BigInt(toScaledInteger(line.icmsOutRate, RATE_DECIMALS));
    inTax += lineCost * BigInt(toScaledInteger(line.icmsInRate, RATE_DECIMALS));
  }
  return {
    quantityMilli: Number(quantityMilli),
    cost: divideRounded(cost, COST_TO_CENTS),
    sales: Number(sales),
    inTax: divideRounded(inTax, IN_TAX_TO_CENTS),
    outTax: divideRounded(outTax, OUT_TAX_TO_CENTS),
  };
}

/** Sums rounded totals (a group from its products, a day from its groups, a period from its days). */
export function addTotals(items: Iterable<SalesTotals>): SalesTotals {
  const list = [...items];
  return {
    quantityMilli: sumIntegers(list.map((t) => t.quantityMilli)),
    cost: sumCents(list.map((t) => t.cost)),
    sales: sumCents(list.map((t) => t.sales)),
    inTax: sumCents(list.map((t) => t.inTax)),
    outTax: sumCents(list.map((t) => t.outTax)),
  };
}

/**
 * profit = sales - cost; margin = profit x 100 / cost (0 when cost is 0); tax_value = out_tax - in_tax;
 * net_profit = profit - tax_value; net_margin = net_profit x 100 / cost.
 */
export function salesFigures(totals: SalesTotals): SalesFigures {
  const profit = totals.sales - totals.cost;
  const taxValue = totals.outTax - totals.inTax;
  const netProfit = profit - taxValue;
  return {
    cost: totals.cost,
    sales: totals.sales,
    profit,
    margin: percentOf(profit, totals.cost),
    inTax: totals.inTax,
    outTax: totals.outTax,
    taxValue,
    netProfit,
    netMargin: percentOf(netProfit, totals.cost),
  };
}
