import { type Cents, ceilToCents, fromCents, toCents } from "../money";
import { percentOf } from "./percent";
import { pricingTotals } from "./pricing";

/** A notable product's figures over a pricing's period (money in cents, quantity in units). */
export interface NotableLossInput {
  totalQuantity: number;
  totalCost: Cents;
  totalSales: Cents;
  inTax: Cents;
  outTax: Cents;
  /** The desired margin d, in percent. */
  desiredMargin: number;
}

export interface NotableLossFigures {
  totalQuantity: number;
  totalCost: Cents;
  totalSales: Cents;
  totalTaxes: Cents;
  totalProfit: Cents;
  currentMargin: number;
  totalLoss: Cents;
  /** Reais, 2 decimals. */
  newUnitSale: number;
  newTotalSales: Cents;
  newTotalTaxes: Cents;
  newTotalProfit: Cents;
  newMargin: number;
  newGrossMargin: number;
}

function current(input: NotableLossInput) {
  return pricingTotals({
    quantityMilli: 0,
    cost: input.totalCost,
    sales: input.totalSales,
    inTax: input.inTax,
    outTax: input.outTax,
  });
}

/** r = out_tax / total_sales: the share of a sale that goes to ICMS (0 without sales). */
export function outTaxShare(input: Pick<NotableLossInput, "outTax" | "totalSales">): number {
  return input.totalSales === 0 ? 0 : input.outTax / input.totalSales;
}

/** A notable product is in loss when its net margin is below its desired margin. */
export function isNotableLoss(input: NotableLossInput): boolean {
  return current(input).netMargin < input.desiredMargin;
}

/**
 * Whether some unit sale price reaches a given margin: not without a quantity sold, nor when the ICMS out takes
 * the whole sale (r >= 1, a 100% out rate): every real more of price goes to the tax, the margin never moves.
 */
export function canReachMargin(input: Pick<NotableLossInput, "totalQuantity" | "outTax" | "totalSales">): boolean {
  return input.totalQuantity > 0 && outTaxShare(input) < 1;
}

/**
 * The unit sale price that yields margin m: (total_cost x (1 + m/100) - I) / (1 - r) / total_quantity,
 * rounded up to the cent; used for the desired margin and when a margin is typed. 0 when no price reaches it
 * (canReachMargin): callers check that first and suggest nothing.
 */
export function unitSaleForMargin(input: NotableLossInput, margin: number): number {
  if (!canReachMargin(input)) return 0;
  const r = outTaxShare(input);
  const price = (fromCents(input.totalCost) * (1 + margin / 100) - fromCents(input.inTax)) / (1 - r) / input.totalQuantity;
  return fromCents(ceilToCents(price));
}

/**
 * The figures at a given new unit sale price: new_total_sales = price x quantity;
 * new_total_taxes = new_total_sales x r - I; new_total_profit = new_total_sales - total_cost - new_total_taxes;
 * new_margin = new_total_profit x 100 / total_cost; new_gross_margin = (new_total_sales - total_cost) x 100 / total_cost.
 * total_loss = d x total_cost / 100 - total_profit (what the current price leaves short of the desired margin).
 */
export function notableLossAt(input: NotableLossInput, newUnitSale: number): NotableLossFigures {
  const now = current(input);
  const newTotalSales = toCents(newUnitSale * input.totalQuantity);
  const newTotalTaxes = toCents(fromCents(newTotalSales) * outTaxShare(input)) - input.inTax;
  const newTotalProfit = newTotalSales - input.totalCost - newTotalTaxes;
  return {
    totalQuantity: input.totalQuantity,
    totalCost: input.totalCost,
    totalSales: input.totalSales,
    totalTaxes: now.totalTaxes,
    totalProfit: now.totalProfit,
    currentMargin: now.netMargin,
    totalLoss: toCents(fromCents(input.totalCost) * (input.desiredMargin / 100)) - now.totalProfit,
    newUnitSale,
    newTotalSales,
    newTotalTaxes,
    newTotalProfit,
    newMargin: percentOf(newTotalProfit, input.totalCost),
    newGrossMargin: percentOf(newTotalSales - input.totalCost, input.totalCost),
  };
}

/** The notable loss of a product: the figures at the price that reaches its desired margin. */
export function notableLoss(input: NotableLossInput): NotableLossFigures {
  return notableLossAt(input, unitSaleForMargin(input, input.desiredMargin));
}

/**
 * The margin guard of the notable-loss dialog: whether a typed unit sale price leaves the product below its
 * desired margin (100 units costing R$ 800,00, ICMS 18% out and R$ 96,00 in, desired 30%: R$ 11,52 gives
 * 30,08%, R$ 11,51 gives 29,98% and is below). The screen warns; it does not refuse: the store may price
 * below it on purpose.
 */
export function isBelowDesiredMargin(input: NotableLossInput, newUnitSale: number): boolean {
  return notableLossAt(input, newUnitSale).newMargin < input.desiredMargin;
}
