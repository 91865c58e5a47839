import * as z from "zod";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import type { SalesTotals } from "../../../shared/formulas/sales";
import { db, tableName } from "../../lib/db";
import { type Key, salesKeys } from "../../lib/keys";
import { type ChunkedDocument, MAX_CHUNK_BYTES, type StoredDocument, writeChunked } from "../../lib/entities/chunked-documents";
import { type Column, concatTables, type DecodedTable, decodeTable, encodeInChunks, encodeTable, sliceTable } from "../../lib/entities/support/columnar";
import { getAll, queryAll, type StoredItem } from "../../lib/entities/support/dynamo";
import { itemReader, stored } from "../../lib/entities/support/entity";

/**
 * Per-day sales figures written by the aggregation and read by the sales (and pricing) screens, shaped for
 * reading (DESIGN §3): per day, ONE gzipped columnar document of its products' figures (chunked below the item
 * limit, chunked-documents.ts) and a small summary item with the day's totals, its groups' figures and the
 * version of its product document. Money in integer cents, quantities in thousandths: the rounded
 * day-product figures, so every sum of them is exact. Names to show live in sales-catalog.ts.
 *
 * Keys (salesKeys): summary pk T#<t>#SALESDAY sk <day>; products pk T#<t>#SALESPROD sk <day>#<nn>.
 * Access patterns:
 * - day summaries of a period (daily sales; which days have product documents, and their versions):
 *   Query SALESDAY, sk BETWEEN from AND to.
 * - product figures of days (group and product sales, pricing): BatchGet of the heads, then extra chunks.
 * - a day's groups: GetItem of its summary.
 */

/** A product's rounded figures on one day, under the group it belonged to that day. */
export interface ProductDayFigures extends SalesTotals {
  productId: number;
  groupId: number;
}

/** A group's figures on one day: the sums of its products' rounded figures. */
export interface GroupDayFigures extends SalesTotals {
  groupId: number;
  products: number;
}

/** One aggregated day: products by id, groups by id, and the day's totals (the sum of its groups). */
export interface DayFigures {
  day: string;
  products: ProductDayFigures[];
  groups: GroupDayFigures[];
  totals: SalesTotals;
}

export interface DaySummary {
  day: string;
  products: number;
  groups: number;
  totals: SalesTotals;
  /** The version of the day's product document. */
  productsVersion: string;
}

export const PRODUCT_COLUMNS = ["productId", "groupId", "quantityMilli", "cost", "sales", "inTax", "outTax"] as const;
export const GROUP_COLUMNS = ["groupId", "products", "quantityMilli", "cost", "sales", "inTax", "outTax"] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
type GroupColumn = (typeof GROUP_COLUMNS)[number];

/** The product figures of one day as columns (what the period reports sum). */
export type ProductDayTable = DecodedTable<ProductColumn> & { day: string };

const TOTAL_FIELDS = ["quantityMilli", "cost", "sales", "inTax", "outTax"] as const;
const SUMMARY_FIELDS = ["day", "products", "groups", "productsVersion", ...TOTAL_FIELDS];

function columnsOf<N extends string, R extends Record<N, number>>(names: readonly N[], rows: readonly R[]) {
  const columns = {} as Record<N, number[]>;
  for (const name of names) columns[name] = rows.map((row) => row[name]);
  return { rows: rows.length, columns };
}

export function productDayDocument(tenantId: string, day: string): ChunkedDocument {
  return {
    headKey: salesKeys.salesProductDay(tenantId, day, 0),
    chunkKey: (chunk) => salesKeys.salesProductDay(tenantId, day, chunk),
  };
}

function encodeProducts(products: readonly ProductDayFigures[]): Uint8Array[] {
  const table = columnsOf(PRODUCT_COLUMNS, products);
  const encode = (start: number, end: number) => encodeTable(PRODUCT_COLUMNS, sliceTable(PRODUCT_COLUMNS, table, start, end));
  return encodeInChunks(encode, table.rows, MAX_CHUNK_BYTES);
}

/** Overwrites a day's figures (re-running a day replaces them): its product document, then its summary. */
export async function writeDayFigures(tenantId: string, figures: DayFigures): Promise<void> {
  const { day } = figures;
  const productsVersion = await writeChunked(productDayDocument(tenantId, day), encodeProducts(figures.products), { day });
  const summary: StoredItem = {
    ...salesKeys.salesDay(tenantId, day),
    day,
    products: figures.products.length,
    groups: figures.groups.length,
    ...Object.fromEntries(TOTAL_FIELDS.map((field) => [field, figures.totals[field]])),
    productsVersion,
    groupFigures: encodeTable(GROUP_COLUMNS, columnsOf(GROUP_COLUMNS, figures.groups)),
    aggregatedAt: new Date().toISOString(),
  };
  await db().send(new PutCommand({ TableName: tableName(), Item: summary }));
}

/** A day's summary item (its totals flat on it), without the groups' figures. */
const readSummary = itemReader(
  z.object({
    day: stored.text(),
    products: stored.number(),
    groups: stored.number(),
    productsVersion: stored.text(),
    quantityMilli: stored.number(),
    cost: stored.number(),
    sales: stored.number(),
    inTax: stored.number(),
    outTax: stored.number(),
  }),
);

function summaryOf(item: StoredItem): DaySummary {
  const { day, products, groups, productsVersion, ...totals } = readSummary(item);
  return { day, products, groups, totals: totals satisfies SalesTotals, productsVersion };
}

/** The Query of the summaries of [from, to] (without the groups' figures); also the bench's floor. */
export function daySummariesQuery(tenantId: string, from: string, to: string) {
  const names = Object.fromEntries(SUMMARY_FIELDS.map((field, index) => [`#f${index}`, field]));
  return {
    KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
    ExpressionAttributeValues: { ":pk": salesKeys.salesDaysPartition(tenantId), ":from": from, ":to": to },
    ProjectionExpression: Object.keys(names).join(", "),
    ExpressionAttributeNames: names,
  };
}

/** Summaries of the aggregated days in [from, to], by day ascending (days never aggregated are absent). */
export async function readDaySummaries(tenantId: string, from: string, to: string): Promise<DaySummary[]> {
  const items = await queryAll(daySummariesQuery(tenantId, from, to));
  return items.map(summaryOf);
}

/** A day's groups' figures as stored in its summary (undefined when the day was never aggregated). */
export async function readDayGroups(tenantId: string, day: string): Promise<GroupDayFigures[] | undefined> {
  const [item] = await getAll([salesKeys.salesDay(tenantId, day)]);
  const blob = item?.groupFigures;
  if (!(blob instanceof Uint8Array)) return undefined;
  const { rows, columns } = decodeTable(GROUP_COLUMNS, blob);
  const value = (name: GroupColumn, row: number) => columns[name][row] ?? 0;
  return Array.from({ length: rows }, (_, row) => ({
    groupId: value("groupId", row),
    products: value("products", row),
    quantityMilli: value("quantityMilli", row),
    cost: value("cost", row),
    sales: value("sales", row),
    inTax: value("inTax", row),
    outTax: value("outTax", row),
  }));
}

function emptyProductTable(): DecodedTable<ProductColumn> {
  const columns = {} as Record<ProductColumn, Column>;
  for (const name of PRODUCT_COLUMNS) columns[name] = new Int32Array(0);
  return { rows: 0, columns };
}

/** A day's product document as columns (its chunks joined). */
export function decodeProductDay(day: string, document: StoredDocument | undefined): ProductDayTable {
  const parts = (document?.blobs ?? []).map((blob) => decodeTable(PRODUCT_COLUMNS, blob));
  return { ...(parts.length ? concatTables(PRODUCT_COLUMNS, parts) : emptyProductTable()), day };
}

/** The head keys of the days' product documents (the bench's floor reads them straight). */
export function productDayHeadKeys(tenantId: string, days: readonly string[]): Key[] {
  return days.map((day) => productDayDocument(tenantId, day).headKey);
}
