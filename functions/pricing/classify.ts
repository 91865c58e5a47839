import {
  classFields,
  type PricingGroupRow,
  type StoredNotableLossRow,
  type PricingProductRow,
  totalFields,
} from "../../shared/contracts/pricing";
import { type AbcCutoffs, classifyAbc, type ProductClass } from "../../shared/formulas/abc";
import { canReachMargin, isNotableLoss, type NotableLossInput, notableLossAt } from "../../shared/formulas/notable-loss";
import { type PriceEnding, suggestedUnitSale } from "../../shared/formulas/price-ending";
import { pricingProductFigures, pricingTotals } from "../../shared/formulas/pricing";
import { addTotals, type SalesTotals } from "../../shared/formulas/sales";
import { fromCents, fromMilli, toCents } from "../../shared/money";
import type { PricingFigures, PricingTotals } from "./storage/pricing";
import type { PricingResult } from "./storage/pricing-results";
import type { ProductNames } from "../sales/read";
import { groupNameOf, productNameOf } from "../sales/read";
import type { PeriodEntry } from "../sales/read";
import { pricingRowId } from "./row-ids";
import { totalsWire } from "./wire";

/**
 * The classification of a pricing's period (DESIGN §7), as plain functions of the period's per-product figures:
 * the ABC classes by total sales (shared/formulas/abc.ts), each product's figures and shares, the totals of the
 * pricing, of each class and of each group (sums of the products' rounded figures, so every total is the sum
 * of its rows to the cent), and the notable losses: notable products whose net margin is below their desired
 * margin, with the suggested new price rounded up to the store's price ending. Edited prices of products still
 * in notable loss are kept.
 */
export interface ClassificationInput {
  pricingId: number;
  cutoffs: AbcCutoffs;
  priceEnding: PriceEnding;
  /** One row per product sold in the period (period-sums.ts productTotals). */
  products: readonly PeriodEntry[];
  productNames: ReadonlyMap<number, ProductNames>;
  groupNames: ReadonlyMap<number, string>;
  /** Notable products: product id -> desired margin (percent). */
  desiredMargins: ReadonlyMap<number, number>;
  /** Prices edited before a reclassification: product id -> price. */
  editedPrices: ReadonlyMap<number, number>;
}

export interface Classification {
  figures: PricingFigures;
  result: PricingResult;
  /** The edited prices kept (their products are still notable losses). */
  editedPrices: Map<number, number>;
}

function totalsOf(products: readonly SalesTotals[]): PricingTotals {
  const totals = pricingTotals(addTotals(products));
  return {
    products: products.length,
    cost: totals.totalCost,
    sales: totals.totalSales,
    taxes: totals.totalTaxes,
    profit: totals.totalProfit,
    netMargin: totals.netMargin,
  };
}

function classTotals(products: readonly PeriodEntry[], classes: ReadonlyMap<number, ProductClass>): Record<ProductClass, PricingTotals> {
  const of = (productClass: ProductClass) => totalsOf(products.filter((product) => classes.get(product.productId) === productClass));
  return { a: of("a"), b: of("b"), c: of("c") };
}

/** Products by total sales descending, ties by product id: the ABC rank, and the order of the products list. */
function byRank(products: readonly PeriodEntry[]): PeriodEntry[] {
  return [...products].sort((x, y) => y.sales - x.sales || x.productId - y.productId);
}

function productRows(input: ClassificationInput, ranked: readonly PeriodEntry[], classes: ReadonlyMap<number, ProductClass>): PricingProductRow[] {
  const pricing = pricingTotals(addTotals(ranked));
  return ranked.map((product, index) => {
    const figures = pricingProductFigures(product, pricing);
    const names = input.productNames.get(product.productId);
    return {
      id: pricingRowId(input.pricingId, index + 1),
      pricing_id: input.pricingId,
      product_id: product.productId,
      product: productNameOf(input.productNames, product.productId),
      notable: input.desiredMargins.has(product.productId),
      group_id: product.groupId,
      group_name: groupNameOf(input.groupNames, product.groupId),
      total_quantity: figures.totalQuantity,
      unit: names?.unit ?? "",
      unit_cost: figures.unitCost,
      total_cost: fromCents(figures.totalCost),
      cost_percent: figures.costPercent,
      unit_sale: figures.unitSale,
      total_sales: fromCents(figures.totalSales),
      sales_percent: figures.salesPercent,
      unit_tax: figures.unitTax,
      total_taxes: fromCents(figures.totalTaxes),
      taxes_percent: figures.taxesPercent,
      unit_profit: figures.unitProfit,
      total_profit: fromCents(figures.totalProfit),
      net_margin: figures.netMargin,
      class: classes.get(product.productId) ?? "c",
    };
  });
}

function groupRows(input: ClassificationInput, classes: ReadonlyMap<number, ProductClass>): PricingGroupRow[] {
  const byGroup = new Map<number, PeriodEntry[]>();
  for (const product of input.products) {
    const list = byGroup.get(product.groupId);
    if (list) list.push(product);
    else byGroup.set(product.groupId, [product]);
  }
  return [...byGroup]
    .sort(([x], [y]) => x - y)
    .map(([groupId, products], index) => {
      const perClass = classTotals(products, classes);
      return {
        id: pricingRowId(input.pricingId, index + 1),
        pricing_id: input.pricingId,
        group_id: groupId,
        group_name: groupNameOf(input.groupNames, groupId),
        ...totalFields(totalsWire(totalsOf(products))),
        ...classFields({ a: totalsWire(perClass.a), b: totalsWire(perClass.b), c: totalsWire(perClass.c) }),
      };
    });
}

/** The notable-loss formulas' input of a product over the period, or undefined when it is not notable. */
function notableInput(product: PeriodEntry, desiredMargins: ReadonlyMap<number, number>): NotableLossInput | undefined {
  const desiredMargin = desiredMargins.get(product.productId);
  if (desiredMargin === undefined) return undefined;
  return {
    totalQuantity: fromMilli(product.quantityMilli),
    totalCost: product.cost,
    totalSales: product.sales,
    inTax: product.inTax,
    outTax: product.outTax,
    desiredMargin,
  };
}

/**
 * A notable product is a loss when its net margin is below its desired margin, over a quantity sold and a
 * cost (without either there is no price to suggest). The row holds the suggested price; an edited price
 * replaces it when read.
 */
function lossRows(input: ClassificationInput): StoredNotableLossRow[] {
  const rows = input.products.flatMap((product) => {
    const loss = notableInput(product, input.desiredMargins);
    if (!loss || loss.totalQuantity <= 0 || loss.totalCost <= 0 || !isNotableLoss(loss)) return [];
    // No price reaches the margin when the ICMS out takes the whole sale: no suggestion (0), the shelf price stays.
    const suggested = canReachMargin(loss) ? suggestedUnitSale(loss, input.priceEnding) : 0;
    const figures = notableLossAt(loss, suggested);
    const names = input.productNames.get(product.productId);
    return [
      {
        pricing_id: input.pricingId,
        product_id: product.productId,
        product: productNameOf(input.productNames, product.productId),
        group_id: product.groupId,
        group_name: groupNameOf(input.groupNames, product.groupId),
        unit: names?.unit ?? "",
        total_quantity: figures.totalQuantity,
        total_cost: fromCents(figures.totalCost),
        total_sales: fromCents(figures.totalSales),
        total_taxes: fromCents(figures.totalTaxes),
        total_profit: fromCents(figures.totalProfit),
        current_margin: figures.currentMargin,
        total_loss: fromCents(figures.totalLoss),
        new_unit_sale: figures.newUnitSale,
        new_total_sales: fromCents(figures.newTotalSales),
        new_total_taxes: fromCents(figures.newTotalTaxes),
        new_total_profit: fromCents(figures.newTotalProfit),
        new_margin: figures.newMargin,
        new_gross_margin: figures.newGrossMargin,
        desired_margin: loss.desiredMargin,
        total_in_tax: fromCents(loss.inTax),
        total_out_tax: fromCents(loss.outTax),
        suggested_unit_sale: suggested,
        edited: false,
      },
    ];
  });
  // The largest losses first; the position numbers the row.
  return rows
    .sort((x, y) => toCents(y.total_loss) - toCents(x.total_loss) || x.product_id - y.product_id)
    .map((row, index) => ({ id: pricingRowId(input.pricingId, index + 1), ...row }));
}

export function classify(input: ClassificationInput): Classification {
  const ranked = byRank(input.products);
  const classes = classifyAbc(
    ranked.map((product) => ({ productId: product.productId, sales: product.sales })),
    input.cutoffs,
  );
  const losses = lossRows(input);
  const stillInLoss = new Set(losses.map((row) => row.product_id));
  return {
    figures: {
      groups: new Set(input.products.map((product) => product.groupId)).size,
      total: totalsOf(input.products),
      classes: classTotals(input.products, classes),
    },
    result: {
      groups: groupRows(input, classes),
      products: productRows(input, ranked, classes),
      losses,
    },
    editedPrices: new Map([...input.editedPrices].filter(([productId]) => stillInLoss.has(productId))),
  };
}
