import { daysInRange, type IsoDay } from "../../../shared/dates";
import type { AggregationRequest } from "../aggregation-trigger";
import { listGroups } from "../entities/groups";
import { listProducts } from "../entities/products";
import { clearDirtyDay, listDirtyDays, readSaleLinesOfDay } from "../entities/sale-lines";
import { writeSalesCatalog } from "../entities/sales-catalog";
import { writeDayFigures } from "../entities/sales-figures";
import { mapLimit } from "../entities/support/concurrency";
import { log } from "../log";
import { dayFigures } from "./day-figures";

/** Days aggregated at once: each reads its lines and writes two or three items. */
const DAY_CONCURRENCY = 4;

export interface AggregationResult {
  days: number;
  /** Days that had sale lines. */
  daysWithSales: number;
  lines: number;
}

/**
 * Aggregates the sale lines of each given day into per-day figures (overwriting what a previous run wrote),
 * with the products' groups as they are now, and rewrites the names the sales screens show. A day marked
 * dirty before the run is cleared once written, unless lines arrived meanwhile (the mark's token changed).
 */
export async function aggregateDayList(tenantId: string, days: readonly IsoDay[]): Promise<AggregationResult> {
  const started = Date.now();
  const unique = [...new Set(days)].sort();
  // Dirty marks are read before any lines: a mark made after this point survives the clear below.
  const [dirty, products, groups] = await Promise.all([listDirtyDays(tenantId), listProducts(tenantId), listGroups(tenantId)]);
  const dirtyToken = new Map(dirty.map((mark) => [mark.date, mark.markedAt]));
  const groupOf = new Map(products.map((product) => [product.id, product.groupId]));
  await writeSalesCatalog(
    tenantId,
    products.map(({ id, description, unit }) => ({ id, description, unit })),
    groups,
  );
  const counts = await mapLimit(unique, DAY_CONCURRENCY, async (day) => {
    const lines = await readSaleLinesOfDay(tenantId, day);
    await writeDayFigures(tenantId, dayFigures(day, lines, (productId) => groupOf.get(productId)));
    const token = dirtyToken.get(day);
    if (token) await clearDirtyDay(tenantId, day, token);
    return lines.length;
  });
  const result: AggregationResult = {
    days: unique.length,
    daysWithSales: counts.filter((count) => count > 0).length,
    lines: counts.reduce((sum, count) => sum + count, 0),
  };
  log.info("sales aggregation", { tenantId, ...result, ms: Date.now() - started });
  return result;
}

/** Aggregates every day from `from` to `to` (both included). */
export async function aggregateDays(tenantId: string, from: IsoDay, to: IsoDay): Promise<AggregationResult> {
  return aggregateDayList(tenantId, daysInRange(from, to));
}

/** Runs an aggregation request in this process (local runtime, or the aggregation function itself). */
export function runAggregationRequest(request: AggregationRequest): Promise<AggregationResult> {
  return aggregateDays(request.tenantId, request.from, request.to);
}
