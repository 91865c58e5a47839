import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import type { StockTakingStatus } from "../../../shared/contracts/inventories";
import { tableName } from "../../lib/db";
import { sourceKeys } from "../../lib/keys";
import { type InventoryProduct, normalizeInventoryProduct, type StockTaking } from "./sheet-rows";
import { type BucketedMap, bucketOf, bucketPut, decode as decodeBucket } from "../../lib/entities/support/bucket-map";
import { backoff } from "../../lib/entities/support/concurrency";
import { deleteRequest, getAll, type StoredItem, transactWrite, type WriteRequest } from "../../lib/entities/support/dynamo";
import { versionOf } from "../../lib/entities/support/versions";
import { quantity, unitCost } from "../../lib/entities/support/numbers";
import type { ProductCopy } from "../../lib/entities/product-copy";

/**
 * The inventory sheet: an inventory's counts and inventory products, the single truth for both. One entry per
 * product (its inventory product, once a count closed, and its counts in the order they arrived) in a map kept
 * as SHEET_BUCKETS gzipped bucket documents (support/bucket-map.ts: the product id's hash picks the bucket,
 * each bucket has a version). Why not one item per count: a supermarket counts 15,000 products and the lists
 * read them whole; a Query of 15,000 items takes about 1 s on DynamoDB Local, one BatchGet of the 16 buckets
 * a fraction of that.
 *
 * Keys: pk T#<t>#INVENTORY#<inventory>#SHEET, sk B#<nn>.
 * Access patterns:
 * - the whole sheet (the lists, finalize, processing, missing products): one BatchGet of its buckets.
 * - whether it changed (cached answers): the same BatchGet projected to the versions.
 * - the entries of some products (every change): read-modify-write of their buckets in one transaction,
 *   each bucket conditioned on the version read, so every rule is decided on the fresh entries and
 *   concurrent writers never lose each other's changes; a change across buckets is all or nothing.
 *
 * Each entry stores its product's copy once (as when first counted) and compact rows; costs are derived.
 */
export interface SheetEntry {
  productId: number;
  product?: InventoryProduct;
  counts: StockTaking[];
}

export interface InventorySheet {
  inventoryId: number;
  /** Every entry, by product id. */
  entries: SheetEntry[];
  /** Opaque: the bucket versions the entries were read at (for sheetUnchangedChecks). */
  versions: readonly number[];
}

/** What a change across buckets may also hold: ConditionChecks and writes on other items. */
export type TransactWriteItem = WriteRequest;

export const SHEET_BUCKETS = 16;

/** [barcode, group id, group name, description, unit] */
type StoredCopy = [string, number, string, string, string];
/** [id, last count closed into it, actual quantity, fixed quantity, unit cost, actual cost, fixed cost] */
type StoredProduct = [number, number, number, number, number, number, number];
/**
 * [id, take date, quantity, stock when counted, cost when counted, status, idempotency key?, user id?,
 * version?]: a floor count adds the key it was registered with and who registered it (null key: none); a
 * count changed since it was stored adds its version (null key and user: none); older sheets stop at the
 * status, the key or the user.
 */
type StoredCountBase = [number, string, number, number, number, string];
type StoredCount =
  | StoredCountBase
  | [...StoredCountBase, string]
  | [...StoredCountBase, string | null, number]
  | [...StoredCountBase, string | null, number | null, number];
type StoredEntry = [StoredCopy, StoredProduct | null, StoredCount[]];

function sheetMap(tenantId: string, inventoryId: number): BucketedMap<StoredEntry> {
  return {
    partition: sourceKeys.inventorySheetPartition(tenantId, inventoryId),
    bucketCount: SHEET_BUCKETS,
    bucketKey: (bucket) => sourceKeys.inventorySheetBucket(tenantId, inventoryId, bucket),
    attributes: { inventoryId },
  };
}

const bucketNumbers = Array.from({ length: SHEET_BUCKETS }, (_, bucket) => bucket);

/** The bucket that holds a product's entry (processing into stock goes bucket by bucket). */
export const bucketOfProduct = (productId: number): number => bucketOf(String(productId), SHEET_BUCKETS);

function storedStatus(value: string): StockTakingStatus {
  return value === "closed" || value === "applied" ? value : "open";
}

// Fields listed one by one (no spreads): a store's sheet expands 15,000 entries on every cold read.
function expand(inventoryId: number, productId: number, [storedCopy, storedProduct, storedCounts]: StoredEntry): SheetEntry {
  const [barcode, groupId, groupName, product, unit] = storedCopy;
  const counts = storedCounts.map((stored): StockTaking => {
    const count: StockTaking = {
      id: stored[0],
      takeDate: stored[1],
      inventoryId,
      productId,
      barcode,
      groupId,
      groupName,
      product,
      unit,
      quantity: stored[2],
      currentStock: stored[3],
      currentCost: stored[4],
      status: storedStatus(stored[5]),
    };
    if (typeof stored[6] === "string") count.idempotencyKey = stored[6];
    if (typeof stored[7] === "number") count.userId = stored[7];
    if (typeof stored[8] === "number") count.version = stored[8];
    return count;
  });
  if (!storedProduct) return { productId, counts };
  const [id, stockTakingId, actualQuantity, fixedQuantity, unitCost, actualCost, fixedCost] = storedProduct;
  const row: InventoryProduct = {
    id,
    inventoryId,
    stockTakingId,
    productId,
    barcode,
    groupId,
    groupName,
    product,
    unit,
    actualQuantity,
    fixedQuantity,
    unitCost,
    actualCost,
    fixedCost,
  };
  return { productId, product: row, counts };
}

/** The stored form of an entry; undefined for an entry with neither inventory product nor counts (removed). */
function compact(entry: SheetEntry): StoredEntry | undefined {
  const source: ProductCopy | undefined = entry.product ?? entry.counts[0];
  if (!source) return undefined;
  const copy: StoredCopy = [source.barcode, source.groupId, source.groupName, source.product, source.unit];
  // Rounded (and costs derived) when written, so reading the 15,000 entries of a store does no arithmetic.
  const product = entry.product && normalizeInventoryProduct(entry.product);
  const storedProduct: StoredProduct | null = product
    ? [product.id, product.stockTakingId, product.actualQuantity, product.fixedQuantity, product.unitCost, product.actualCost, product.fixedCost]
    : null;
  const counts = entry.counts.map((count): StoredCount => {
    const row: StoredCountBase = [count.id, count.takeDate, quantity(count.quantity), quantity(count.currentStock), unitCost(count.currentCost), count.status];
    if (count.version) return [...row, count.idempotencyKey ?? null, count.userId ?? null, count.version];
    if (count.userId !== undefined) return [...row, count.idempotencyKey ?? null, count.userId];
    return count.idempotencyKey === undefined ? row : [...row, count.idempotencyKey];
  });
  return [copy, storedProduct, counts];
}

/** What a count's version stands for: everything of it a person reads or a rule decides on. */
const countContent = (count: StockTaking): string =>
  JSON.stringify([count.takeDate, count.quantity, count.currentStock, count.currentCost, count.status, count.idempotencyKey, count.userId]);

/**
 * Each count of an entry as a change left it, with its version: bumped from the stored one when the count
 * changed, the stored one when it did not (whatever version the change put on it), none for a new count.
 */
function withCountVersions(previous: SheetEntry | undefined, next: SheetEntry): SheetEntry {
  const before = new Map(previous?.counts.map((count) => [count.id, count]));
  const counts = next.counts.map((count) => {
    const stored = before.get(count.id);
    const version = stored === undefined ? 0 : (stored.version ?? 0) + (countContent(stored) === countContent(count) ? 0 : 1);
    if ((count.version ?? 0) === version) return count;
    const { version: _replaced, ...rest } = count;
    return version === 0 ? rest : { ...rest, version };
  });
  return { ...next, counts };
}

function bucketIndex(item: StoredItem): number {
  const sk = typeof item.sk === "string" ? item.sk : "";
  return Number(sk.slice(2));
}

/** Every entry of an inventory's sheet, by product id, with the versions it was read at (one BatchGet). */
export async function readInventorySheet(tenantId: string, inventoryId: number, options: { consistent?: boolean } = {}): Promise<InventorySheet> {
  const map = sheetMap(tenantId, inventoryId);
  const items = await getAll(bucketNumbers.map(map.bucketKey), undefined, { consistent: options.consistent ?? true });
  const versions = bucketNumbers.map(() => 0);
  const entries: SheetEntry[] = [];
  for (const item of items) {
    const bucket = decodeBucket<StoredEntry>(item);
    versions[bucketIndex(item)] = bucket.version;
    for (const [productId, stored] of Object.entries(bucket.entries)) entries.push(expand(inventoryId, Number(productId), stored));
  }
  entries.sort((a, b) => a.productId - b.productId);
  return { inventoryId, entries, versions };
}

/** The entries of some products (those that have one), reading only their buckets. */
export async function readSheetEntries(tenantId: string, inventoryId: number, productIds: readonly number[]): Promise<Map<number, SheetEntry>> {
  const map = sheetMap(tenantId, inventoryId);
  const wanted = new Set(productIds);
  const buckets = [...new Set([...wanted].map(bucketOfProduct))];
  const items = await getAll(buckets.map(map.bucketKey), undefined, { consistent: true });
  const entries = new Map<number, SheetEntry>();
  for (const item of items) {
    const bucket = decodeBucket<StoredEntry>(item);
    for (const productId of wanted) {
      const stored = bucket.entries[String(productId)];
      if (stored) entries.set(productId, expand(inventoryId, productId, stored));
    }
  }
  return entries;
}

export interface SheetStamp {
  /** Each bucket's version (0: never written). */
  versions: readonly number[];
  /** When a bucket last changed (ms since the epoch; 0 when none says). */
  changedAt: number;
}

/**
 * The versions of the sheet's buckets now, and when the sheet last changed, without their data: a warm
 * function compares the versions with those of what it built before.
 */
export async function readSheetStamp(tenantId: string, inventoryId: number): Promise<SheetStamp> {
  const map = sheetMap(tenantId, inventoryId);
  const items = await getAll(bucketNumbers.map(map.bucketKey), ["sk", "version", "changedAt"], { consistent: true });
  const versions = bucketNumbers.map(() => 0);
  let changedAt = 0;
  for (const item of items) {
    versions[bucketIndex(item)] = versionOf(item);
    if (typeof item.changedAt === "number") changedAt = Math.max(changedAt, item.changedAt);
  }
  return { versions, changedAt };
}

/** The versions alone (see readSheetStamp). */
export async function readSheetVersions(tenantId: string, inventoryId: number): Promise<readonly number[]> {
  return (await readSheetStamp(tenantId, inventoryId)).versions;
}

/** ConditionCheck items asserting no bucket changed since `sheet` was read (for finalize/process transactions). */
export function sheetUnchangedChecks(tenantId: string, sheet: InventorySheet): TransactWriteItem[] {
  const map = sheetMap(tenantId, sheet.inventoryId);
  return bucketNumbers.map((bucket) => {
    const version = sheet.versions[bucket] ?? 0;
    return {
      ConditionCheck: {
        TableName: tableName(),
        Key: map.bucketKey(bucket),
        ConditionExpression: version === 0 ? "attribute_not_exists(pk)" : "version = :version",
        ...(version === 0 ? {} : { ExpressionAttributeValues: { ":version": version } }),
      },
    };
  });
}

/** Deletes of every bucket of a sheet (removing an inventory, in its transaction). */
export function sheetDeletes(tenantId: string, inventoryId: number): TransactWriteItem[] {
  const map = sheetMap(tenantId, inventoryId);
  return bucketNumbers.map((bucket) => deleteRequest(map.bucketKey(bucket)));
}

/** One of the `alsoRequire` items of a sheet change failed its condition: the change was not written. */
export class SheetChangeRefused extends Error {
  constructor(readonly failed: readonly number[]) {
    super("Alteração da planilha do inventário recusada por uma condição.");
  }
}

export interface SheetChangeOptions {
  /** Items written in the same transaction (e.g. a ConditionCheck that the inventory is still counting). */
  alsoRequire?: readonly TransactWriteItem[];
}

const MAX_ATTEMPTS = 30;

/**
 * What a refused transaction of a sheet change means: one of `alsoRequire` failed (refused for good), a bucket
 * changed since read or another transaction held an item (read again), or something else (undefined).
 */
function refusal(error: unknown, bucketWrites: number): SheetChangeRefused | "lostRace" | undefined {
  if (!(error instanceof TransactionCanceledException)) return undefined;
  const reasons = error.CancellationReasons ?? [];
  const failedRequirements = reasons.flatMap((reason, index) =>
    index >= bucketWrites && reason.Code === "ConditionalCheckFailed" ? [index - bucketWrites] : [],
  );
  if (failedRequirements.length > 0) return new SheetChangeRefused(failedRequirements);
  return reasons.some((reason) => reason.Code === "ConditionalCheckFailed" || reason.Code === "TransactionConflict") ? "lostRace" : undefined;
}

/**
 * Read-modify-write of the entries of these products (undefined = no entry yet; answering undefined, or an
 * entry with neither inventory product nor counts, removes it); answers the entries written. The change runs
 * on the entries as freshly read and runs again when another writer changed one of their buckets first, so
 * it must decide only from its arguments; what it throws aborts the whole change, nothing written. All the
 * touched buckets (and `alsoRequire`) commit in one transaction: all of it or none.
 */
export async function updateSheetEntries(
  tenantId: string,
  inventoryId: number,
  productIds: readonly number[],
  change: (entry: SheetEntry | undefined, productId: number) => SheetEntry | undefined,
  options: SheetChangeOptions = {},
): Promise<SheetEntry[]> {
  const map = sheetMap(tenantId, inventoryId);
  const products = [...new Set(productIds)];
  const buckets = [...new Set(products.map(bucketOfProduct))].sort((a, b) => a - b);
  for (let attempt = 0; ; attempt++) {
    const items = await getAll(buckets.map(map.bucketKey), undefined, { consistent: true });
    const read = new Map(items.map((item) => [bucketIndex(item), decodeBucket<StoredEntry>(item)]));
    const changed = new Set<number>();
    const written: SheetEntry[] = [];
    for (const productId of products) {
      const bucketNumber = bucketOfProduct(productId);
      const bucket = read.get(bucketNumber) ?? { version: 0, entries: {} };
      read.set(bucketNumber, bucket);
      const key = String(productId);
      const stored = bucket.entries[key];
      const previous = stored ? expand(inventoryId, productId, stored) : undefined;
      const changedEntry = change(previous, productId);
      const next = changedEntry && withCountVersions(previous, changedEntry);
      const nextStored = next ? compact(next) : undefined;
      if (next && nextStored) written.push(expand(inventoryId, productId, nextStored));
      if (JSON.stringify(nextStored) === JSON.stringify(stored)) continue;
      if (nextStored) bucket.entries[key] = nextStored;
      else delete bucket.entries[key];
      changed.add(bucketNumber);
    }
    if (changed.size === 0) return written;
    const puts = [...changed].map((bucketNumber): TransactWriteItem => {
      const bucket = read.get(bucketNumber) ?? { version: 0, entries: {} };
      return { Put: bucketPut(map, bucketNumber, bucket) };
    });
    try {
      await transactWrite([...puts, ...(options.alsoRequire ?? [])]);
      return written;
    } catch (error) {
      const reason = refusal(error, puts.length);
      if (reason instanceof SheetChangeRefused) throw reason;
      if (reason !== "lostRace" || attempt + 1 >= MAX_ATTEMPTS) throw error;
      await backoff(attempt, 10, 400);
    }
  }
}
