import { addTotals, productDayTotals, type SaleLineAmounts } from "../../../shared/formulas/sales";
import type { DayFigures, GroupDayFigures, ProductDayFigures } from "../storage/sales-figures";

/** Products missing from the catalog are shown under this group id. */
export const NO_GROUP = 0;

export interface DayLine extends SaleLineAmounts {
  productId: number;
}

/**
 * One day's figures from its sale lines: per product (lines summed exactly, rounded to the cent once), per
 * group (sums of its products' rounded figures) and the day (sum of its groups). A day with no lines gives
 * zero totals and no rows.
 */
export function dayFigures(day: string, lines: readonly DayLine[], groupOf: (productId: number) => number | undefined): DayFigures {
  const linesByProduct = new Map<number, DayLine[]>();
  for (const line of lines) {
    const list = linesByProduct.get(line.productId);
    if (list) list.push(line);
    else linesByProduct.set(line.productId, [line]);
  }
  const products: ProductDayFigures[] = [...linesByProduct]
    .sort(([a], [b]) => a - b)
    .map(([productId, productLines]) => ({
      productId,
      groupId: groupOf(productId) ?? NO_GROUP,
      ...productDayTotals(productLines),
    }));

  const productsByGroup = new Map<number, ProductDayFigures[]>();
  for (const product of products) {
    const list = productsByGroup.get(product.groupId);
    if (list) list.push(product);
    else productsByGroup.set(product.groupId, [product]);
  }
  const groups: GroupDayFigures[] = [...productsByGroup]
    .sort(([a], [b]) => a - b)
    .map(([groupId, groupProducts]) => ({ groupId, products: groupProducts.length, ...addTotals(groupProducts) }));

  return { day, products, groups, totals: addTotals(groups) };
}
