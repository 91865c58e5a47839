import type { PricingProductRow } from "../../../../shared/contracts/pricing";
import type { ProductClass } from "../../../../shared/formulas/abc";
import { percentOf } from "../../../../shared/formulas/percent";
import { type Cents, toCents } from "../../../../shared/money";

/**
 * The Pareto curve of a pricing (issue 16): products ranked as the classification ranks them (sales
 * descending, ties by product id, DESIGN §7), x = share of the products up to a rank, y = their cumulative
 * share of the sales (of the positive sales, as the classification counts them: a product without sales adds
 * nothing). Both in percent with 2 decimals. A chart draws at most `maxPoints` of the ranks: the first, the
 * last and each class's end always among them, the rest evenly spread.
 */

export const PARETO_MAX_POINTS = 200;

export type ParetoProduct = Pick<PricingProductRow, "product_id" | "total_sales" | "class">;

export interface ParetoPoint {
  /** Share of the products (percent) from the best seller up to this rank. */
  x: number;
  /** Their share of the sales (percent). */
  y: number;
}

/** Where a class ends on the curve: its last product's rank and the point there. */
export interface ParetoClassEnd extends ParetoPoint {
  productClass: ProductClass;
  /** Products up to the end of this class (this class and the ones before it). */
  rank: number;
}

export interface ParetoCurve {
  /** From (0, 0) to (100, 100); empty when nothing sold. */
  points: ParetoPoint[];
  /** The end of classes A, B and C, in that order, of the classes that have products. */
  classEnds: ParetoClassEnd[];
}

const CLASS_ORDER: readonly ProductClass[] = ["a", "b", "c"];

/** Cumulative positive sales in cents by rank: [0, first, first + second, ...]. */
function cumulativeSales(products: readonly ParetoProduct[]): Cents[] {
  const ranked = products
    .map((product) => ({ id: product.product_id, sales: Math.max(0, toCents(product.total_sales)) }))
    .sort((x, y) => y.sales - x.sales || x.id - y.id);
  const cumulative: Cents[] = [0];
  let sum = 0;
  for (const product of ranked) {
    sum += product.sales;
    cumulative.push(sum);
  }
  return cumulative;
}

/** Ranks up to each class's end: A's products, then A's and B's, then all three (the classes come in rank order). */
function classEndRanks(products: readonly ParetoProduct[]): { productClass: ProductClass; rank: number }[] {
  const counts = new Map<string, number>();
  for (const product of products) counts.set(product.class, (counts.get(product.class) ?? 0) + 1);
  const ends: { productClass: ProductClass; rank: number }[] = [];
  let rank = 0;
  for (const productClass of CLASS_ORDER) {
    const count = counts.get(productClass) ?? 0;
    rank += count;
    if (count > 0) ends.push({ productClass, rank });
  }
  return ends;
}

/** At most `maxPoints` ranks of 0..total: every rank when they fit, else `kept` plus evenly spread ones. */
export function sampledRanks(total: number, kept: readonly number[], maxPoints = PARETO_MAX_POINTS): number[] {
  if (total + 1 <= maxPoints) return Array.from({ length: total + 1 }, (_, rank) => rank);
  const ranks = new Set<number>([0, total, ...kept.filter((rank) => rank >= 0 && rank <= total)]);
  const room = maxPoints - ranks.size;
  for (let step = 1; step <= room; step++) ranks.add(Math.round((step * total) / (room + 1)));
  return [...ranks].sort((x, y) => x - y);
}

export function paretoCurve(products: readonly ParetoProduct[], maxPoints = PARETO_MAX_POINTS): ParetoCurve {
  const cumulative = cumulativeSales(products);
  const count = products.length;
  const totalSales = cumulative[count] ?? 0;
  if (totalSales <= 0) return { points: [], classEnds: [] };

  const pointAt = (rank: number): ParetoPoint => ({
    x: percentOf(rank, count),
    y: percentOf(cumulative[rank] ?? totalSales, totalSales),
  });
  const ends = classEndRanks(products);
  return {
    points: sampledRanks(
      count,
      ends.map((end) => end.rank),
      maxPoints,
    ).map(pointAt),
    classEnds: ends.map((end) => ({ ...end, ...pointAt(end.rank) })),
  };
}
