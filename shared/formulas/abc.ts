import type { Cents } from "../money";

export type ProductClass = "a" | "b" | "c";

/** A pricing's class margins: percent of the period's sales covered by class A, then by class B. */
export interface AbcCutoffs {
  a: number;
  b: number;
}

export interface AbcItem {
  productId: number;
  sales: Cents;
}

/**
 * ABC classification (DESIGN §7): products sorted by sales descending, ties by product id; a product is A
 * while the cumulative share of sales before it is below the A cutoff, B while below A + B, else C.
 * Products with no positive sales are C. Shares are of the sum of positive sales.
 */
export function classifyAbc(items: readonly AbcItem[], cutoffs: AbcCutoffs): Map<number, ProductClass> {
  const classes = new Map<number, ProductClass>();
  const selling = items
    .filter((item) => item.sales > 0)
    .sort((x, y) => y.sales - x.sales || x.productId - y.productId);
  const total = selling.reduce((sum, item) => sum + item.sales, 0);
  let before = 0;
  for (const item of selling) {
    // before / total x 100 < cutoff, kept in integers: before x 100 < cutoff x total.
    const share = before * 100;
    classes.set(item.productId, share < cutoffs.a * total ? "a" : share < (cutoffs.a + cutoffs.b) * total ? "b" : "c");
    before += item.sales;
  }
  for (const item of items) if (!classes.has(item.productId)) classes.set(item.productId, "c");
  return classes;
}
