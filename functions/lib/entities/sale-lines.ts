import * as z from "zod";
import { randomUUID } from "node:crypto";
import { DeleteCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { boundedLineCost, describeRange, isWithinBounds, MONEY, QUANTITY, RATE, UNIT_COST } from "../../../shared/contracts/bounds";
import { db, tableName } from "../db";
import { sourceKeys } from "../keys";
import { isConditionFailure } from "../transactions";
import { type BucketedMap, mergeMaps, readBuckets } from "./support/bucket-map";
import { queryPartition } from "./support/dynamo";
import { itemReader, stored } from "./support/entity";
import { money, quantity, rate, unitCost } from "./support/numbers";
import { camelCased } from "./support/case";
import { amount, isoDate, percent, positiveId, record, text } from "./support/wire";

/**
 * Sale lines from the POS (1.8M a year at the large scale), NOT one item per line: per-day bucket documents
 * holding line id -> compact line, gzipped. Upserts are read-modify-write with a version condition and retry
 * (bucket-map.ts): idempotent by line id and safe under concurrent senders. A day whose stored lines changed
 * is marked dirty for the aggregation.
 *
 * Keys: pk T#<t>#SALELINES#<date>, sk B#<nn> (nn = FNV-1a(line id) mod 8: about 600 lines, 10 KB gzipped, per bucket at 5,000 lines a day).
 *       pk T#<t>#DIRTY, sk <date>: { date, markedAt } for days to (re)aggregate.
 * Access patterns:
 * - the lines of a day (aggregation): Query pk (8 items at most).
 * - days to aggregate (nightly job): Query pk DIRTY; cleared with a condition on markedAt.
 * A line's date is part of where it lives: a line re-sent with another date is stored under both days
 * (POS lines do not change day).
 */
export interface SaleLine {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  productId: number;
  quantity: number;
  unitPrice: number;
  total: number;
  /** Unit cost at the time of the sale. */
  unitCost: number;
  icmsOutRate: number;
  icmsInRate: number;
}

export interface DirtyDay {
  date: string;
  /** Opaque token of the latest mark (ISO time + suffix); give it back to clearDirtyDay unchanged. */
  markedAt: string;
}

/** Made when a line is refused: formatting the range loads pt-BR number data, which a cold start need not pay. */
const lineCostMessage = () => `x 'quantity' (o custo da linha) deve ficar ${describeRange(MONEY, "signed")}`;

/**
 * Wire: { "id": "pdv1-000123-1", "date": "2026-11-21", "product_id": 990001, "quantity": 3,
 * "unit_price": 15, "total": 45, "unit_cost": 10, "icms_out_rate": 18, "icms_in_rate": 12 }
 * Quantity and total may be negative (returns). The line's cost (quantity x unit cost) is held to the bounds
 * of money, like its total, so no day or period of lines can overflow the exact sums (shared/contracts/bounds.ts).
 */
export const saleLineWire = record({
  id: text(64),
  date: isoDate(),
  product_id: positiveId(),
  quantity: amount(QUANTITY, "signed"),
  unit_price: amount(UNIT_COST, "nonNegative"),
  total: amount(MONEY, "signed"),
  unit_cost: amount(UNIT_COST, "nonNegative"),
  icms_out_rate: percent(),
  icms_in_rate: percent(),
})
  .superRefine((wire, context) => {
    if (boundedLineCost(wire.quantity, wire.unit_cost) === undefined) {
      context.addIssue({ code: "custom", path: ["unit_cost"], message: lineCostMessage() });
    }
  })
  .transform((wire): SaleLine => camelCased(wire));


/**
 * The wire field of a stored line that is outside today's bounds, or undefined for a sound line. Lines stored
 * before the bounds existed may hold anything the wire accepted then (a total of 1e14); the aggregation
 * leaves such lines out instead of failing the whole day.
 */
export function saleLineOutOfBounds(line: SaleLine): string | undefined {
  if (!Number.isSafeInteger(line.productId) || line.productId <= 0) return "product_id";
  if (!isWithinBounds(line.quantity, QUANTITY, "signed")) return "quantity";
  if (!isWithinBounds(line.unitPrice, UNIT_COST, "nonNegative")) return "unit_price";
  if (!isWithinBounds(line.total, MONEY, "signed")) return "total";
  if (!isWithinBounds(line.unitCost, UNIT_COST, "nonNegative")) return "unit_cost";
  if (!isWithinBounds(line.icmsOutRate, RATE, "nonNegative")) return "icms_out_rate";
  if (!isWithinBounds(line.icmsInRate, RATE, "nonNegative")) return "icms_in_rate";
  return isWithinBounds(line.quantity * line.unitCost, MONEY, "signed") ? undefined : "unit_cost";
}

/** [productId, quantity, unitPrice, total, unitCost, icmsOutRate, icmsInRate] */
type CompactLine = [number, number, number, number, number, number, number];

const SALE_LINE_BUCKETS = 8;

function dayMap(tenantId: string, date: string): BucketedMap<CompactLine> {
  return {
    partition: sourceKeys.saleLinesDay(tenantId, date),
    bucketCount: SALE_LINE_BUCKETS,
    bucketKey: (bucket) => sourceKeys.saleLinesBucket(tenantId, date, bucket),
    attributes: { date },
    equals: (a, b) => a.every((value, index) => value === b[index]),
  };
}

function compact(line: SaleLine): CompactLine {
  return [
    line.productId,
    quantity(line.quantity),
    unitCost(line.unitPrice),
    money(line.total),
    unitCost(line.unitCost),
    rate(line.icmsOutRate),
    rate(line.icmsInRate),
  ];
}

function expand(id: string, date: string, line: CompactLine): SaleLine {
  const [productId, qty, unitPrice, total, cost, icmsOutRate, icmsInRate] = line;
  return { id, date, productId, quantity: qty, unitPrice, total, unitCost: cost, icmsOutRate, icmsInRate };
}

/**
 * Stores lines idempotently by id (the last of a batch wins). Answers the days whose stored lines changed,
 * which are the days it marked dirty (in the same transaction as the lines); re-sending identical lines
 * changes and marks nothing.
 */
export async function upsertSaleLines(tenantId: string, lines: SaleLine[]): Promise<{ days: string[] }> {
  const byDay = new Map<string, Map<string, CompactLine>>();
  for (const line of lines) {
    const day = byDay.get(line.date) ?? new Map<string, CompactLine>();
    day.set(line.id, compact(line));
    byDay.set(line.date, day);
  }
  const days = [...byDay.keys()].sort();
  const changed = await mergeMaps(
    days.map((date) => ({
      map: dayMap(tenantId, date),
      changes: byDay.get(date) ?? new Map<string, CompactLine>(),
      whenChanged: () => dirtyMark(tenantId, date),
    })),
  );
  return { days: days.filter((_, index) => changed[index]) };
}

/** Strongly consistent: an aggregation right after an upsert sees every line. */
export async function readSaleLinesOfDay(tenantId: string, date: string): Promise<SaleLine[]> {
  const stored = await readBuckets<CompactLine>(sourceKeys.saleLinesDay(tenantId, date), { consistent: true });
  return [...stored].map(([id, line]) => expand(id, date, line));
}

function dirtyMark(tenantId: string, date: string) {
  const markedAt = `${new Date().toISOString()}#${randomUUID().slice(0, 8)}`;
  return { ...sourceKeys.dirtyDay(tenantId, date), date, markedAt };
}

/** Marks a day for (re)aggregation; a later mark replaces the token, so a clear in between is refused. */
export async function markDirtyDay(tenantId: string, date: string): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: dirtyMark(tenantId, date) }));
}

/** Days waiting for aggregation, oldest first, each with the token of its latest mark. */
/** A dirty day's mark: the day and the token of its latest mark. */
const readDirtyDay = itemReader(z.object({ date: stored.text(), markedAt: stored.text() }));

export async function listDirtyDays(tenantId: string): Promise<DirtyDay[]> {
  const items = await queryPartition(sourceKeys.dirtyDaysPartition(tenantId), undefined, { consistent: true });
  return items.map(readDirtyDay);
}

/**
 * Clears a day after aggregating it, only if it was not marked again since `markedAt` (lines that arrived
 * during the aggregation keep it dirty). Answers whether it cleared.
 */
export async function clearDirtyDay(tenantId: string, date: string, markedAt: string): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: sourceKeys.dirtyDay(tenantId, date),
        ConditionExpression: "markedAt = :markedAt",
        ExpressionAttributeValues: { ":markedAt": markedAt },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
