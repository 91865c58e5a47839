import type { ProductNames } from "../sales/read";
import { type GroupPeriodTotals, groupTotals, type PeriodEntry, productTotals, readPeriod, sumProductDays } from "../sales/read";
import { VersionedCache } from "../lib/versioned-cache";
import type { Period } from "./periods";

/**
 * The product and group figures of a period, summed from the days' product documents as the group and
 * product sales reports sum them (period-read.ts, period-sums.ts), with the names they show. A warm function
 * keeps the sums by the versions they came from: asking again for an unchanged period skips them.
 */
export interface PeriodFigures {
  /** One row per product, by product id. */
  products: PeriodEntry[];
  /** One row per group, by group id. */
  groups: GroupPeriodTotals[];
  productNames: ReadonlyMap<number, ProductNames>;
  groupNames: ReadonlyMap<number, string>;
}

type Sums = Pick<PeriodFigures, "products" | "groups">;

const SUMS_CACHE_ENTRIES = 32;
const sums = new VersionedCache<Sums>(SUMS_CACHE_ENTRIES);

export async function readPeriodFigures(tenantId: string, period: Period): Promise<PeriodFigures> {
  const read = await readPeriod(tenantId, period.from, period.to, { products: true, groups: true });
  const key = `${tenantId}#${period.from}#${period.to}`;
  let found = sums.get(key, read.signature);
  if (!found) {
    const entries = sumProductDays(read.days);
    found = { products: productTotals(entries), groups: groupTotals(entries) };
    sums.set(key, read.signature, found, 1);
  }
  return { ...found, productNames: read.productNames, groupNames: read.groupNames };
}
