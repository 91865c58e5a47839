import type { SalesTotals } from "../../../shared/formulas/sales";
import type { ProductDayTable } from "../storage/sales-figures";

/**
 * Sums of rounded day-product figures over the days of a period, kept per (product, group) so a product that
 * moved between groups counts in each group for the days it was there. Integers throughout: every sum is exact.
 */
export interface PeriodEntry extends SalesTotals {
  productId: number;
  groupId: number;
}

export interface GroupPeriodTotals extends SalesTotals {
  groupId: number;
  /** Distinct products sold in the group over the period. */
  products: number;
}

interface Accumulator extends PeriodEntry {
  /** Another group of the same product (rare: a product regrouped within the period). */
  other: Accumulator | undefined;
}

function newAccumulator(productId: number, groupId: number): Accumulator {
  return { productId, groupId, quantityMilli: 0, cost: 0, sales: 0, inTax: 0, outTax: 0, other: undefined };
}

/** Every (product, group) of the days with its summed figures, by product id; optionally one group only. */
export function sumProductDays(days: readonly ProductDayTable[], onlyGroup?: number): PeriodEntry[] {
  const byProduct = new Map<number, Accumulator>();
  for (const { rows, columns } of days) {
    const { productId, groupId, quantityMilli, cost, sales, inTax, outTax } = columns;
    for (let row = 0; row < rows; row++) {
      const group = groupId[row] ?? 0;
      if (onlyGroup !== undefined && group !== onlyGroup) continue;
      const product = productId[row] ?? 0;
      let entry = byProduct.get(product);
      if (!entry) {
        entry = newAccumulator(product, group);
        byProduct.set(product, entry);
      }
      while (entry.groupId !== group) {
        entry.other ??= newAccumulator(product, group);
        entry = entry.other;
      }
      entry.quantityMilli += quantityMilli[row] ?? 0;
      entry.cost += cost[row] ?? 0;
      entry.sales += sales[row] ?? 0;
      entry.inTax += inTax[row] ?? 0;
      entry.outTax += outTax[row] ?? 0;
    }
  }
  const entries: PeriodEntry[] = [];
  for (const first of [...byProduct.values()].sort((a, b) => a.productId - b.productId)) {
    for (let entry: Accumulator | undefined = first; entry; entry = entry.other) {
      const { other: _other, ...figures } = entry;
      entries.push(figures);
    }
  }
  return entries;
}

function addInto(target: SalesTotals, source: SalesTotals): void {
  target.quantityMilli += source.quantityMilli;
  target.cost += source.cost;
  target.sales += source.sales;
  target.inTax += source.inTax;
  target.outTax += source.outTax;
}

/** One row per product (its groups merged), by product id; the group kept is the product's first one. */
export function productTotals(entries: readonly PeriodEntry[]): PeriodEntry[] {
  const byProduct = new Map<number, PeriodEntry>();
  for (const entry of entries) {
    const row = byProduct.get(entry.productId);
    if (row) addInto(row, entry);
    else byProduct.set(entry.productId, { ...entry });
  }
  return [...byProduct.values()];
}

/** One row per group with the number of distinct products sold in it, by group id. */
export function groupTotals(entries: readonly PeriodEntry[]): GroupPeriodTotals[] {
  const byGroup = new Map<number, GroupPeriodTotals>();
  for (const entry of entries) {
    const row = byGroup.get(entry.groupId);
    if (row) {
      addInto(row, entry);
      row.products += 1;
    } else {
      const { productId: _productId, ...figures } = entry;
      byGroup.set(entry.groupId, { ...figures, products: 1 });
    }
  }
  return [...byGroup.values()].sort((a, b) => a.groupId - b.groupId);
}
