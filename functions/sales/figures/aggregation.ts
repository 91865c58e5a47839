import { daysInRange, type IsoDay } from "../../../shared/dates";
import type { AggregationRequest } from "../../lib/aggregation-trigger";
import { listGroups } from "../../lib/entities/groups";
import { listProducts } from "../../lib/entities/products";
import { clearDirtyDay, listDirtyDays, readSaleLinesOfDay, type SaleLine, saleLineOutOfBounds } from "../../lib/entities/sale-lines";
import { writeSalesCatalog } from "../storage/sales-catalog";
import { writeDayFigures } from "../storage/sales-figures";
import { mapLimit } from "../../lib/entities/support/concurrency";
import { log } from "../../lib/log";
import { dayFigures } from "./day-figures";

/** Days aggregated at once: each reads its lines and writes two or three items. */
const DAY_CONCURRENCY = 4;

/** Lines named in the log of one day's skipped lines (the count says how many there were). */
const LOGGED_SKIPPED_LINES = 20;

export interface AggregationResult {
  days: number;
  /** Days that had sale lines. */
  daysWithSales: number;
  /** Lines in the figures. */
  lines: number;
  /** Stored lines outside the bounds of today's wire, left out of the figures (and logged). */
  skippedLines: number;
}

/**
 * A day's lines that may enter the figures. A line stored before the bounds existed (a total of 1e14) would
 * make the exact sums fail and leave the whole day stale, so it is left out and logged instead: the day's
 * other lines are aggregated, and re-sending the line with sound values replaces it and marks the day again.
 */
function soundLines(tenantId: string, day: IsoDay, lines: readonly SaleLine[]): SaleLine[] {
  const sound: SaleLine[] = [];
  const skipped: { id: string; field: string }[] = [];
  for (const line of lines) {
    const field = saleLineOutOfBounds(line);
    if (field === undefined) sound.push(line);
    else skipped.push({ id: line.id, field });
  }
  if (skipped.length > 0) {
    log.warn("sale lines out of bounds left out of the aggregation", {
      tenantId,
      day,
      count: skipped.length,
      lines: skipped.slice(0, LOGGED_SKIPPED_LINES),
    });
  }
  return sound;
}

/**
 * Aggregates the sale lines of each given day into per-day figures (overwriting what a previous run wrote),
 * with the products' groups as they are now, and rewrites the names the sales screens show. A day marked
 * dirty before the run is cleared once written, unless lines arrived meanwhile (the mark's token changed).
 * Stored lines out of bounds are skipped and logged (soundLines), never a reason to fail the day.
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
    const stored = await readSaleLinesOfDay(tenantId, day);
    const lines = soundLines(tenantId, day, stored);
    await writeDayFigures(tenantId, dayFigures(day, lines, (productId) => groupOf.get(productId)));
    const token = dirtyToken.get(day);
    if (token) await clearDirtyDay(tenantId, day, token);
    return { lines: lines.length, skipped: stored.length - lines.length };
  });
  const result: AggregationResult = {
    days: unique.length,
    daysWithSales: counts.filter((count) => count.lines > 0).length,
    lines: counts.reduce((sum, count) => sum + count.lines, 0),
    skippedLines: counts.reduce((sum, count) => sum + count.skipped, 0),
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
