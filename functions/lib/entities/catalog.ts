import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../db";
import { sourceKeys } from "../keys";
import { VersionedCache } from "../versioned-cache";
import { type BucketedMap, mergeIntoBuckets, readBuckets } from "./support/bucket-map";
import { versionOf } from "./support/versions";

/**
 * The compact product catalog of a tenant (id, barcode, description, active, stock unit) for product search
 * (GET /fb_products/list_by_description, pickers): a few gzipped bucket documents instead of 15,000 items,
 * kept current by upsertProducts, with a version to cache it in the function's memory.
 *
 * Keys: pk T#<t>#CATALOG, sk B#<nn> (bucket = hash(product id) mod 16); sk HEAD holds { version }.
 * Access patterns:
 * - is my cached copy current: GetItem HEAD (catalogVersion).
 * - the whole catalog: Query pk, begins_with B# (readCatalog).
 * - the active product of a barcode (a scan on the store floor, a count by barcode): the version (GetItem
 *   HEAD), then the barcode index built from the whole catalog, kept in memory while the version holds.
 */
export interface CatalogEntry {
  id: number;
  barcode: string;
  description: string;
  active: boolean;
  /** The stock unit; "" for a product the catalog has kept since before it kept units (until it is sent again). */
  unit: string;
}

/** [barcode, description, active as 1|0, unit]: the compact stored value (older ones lack the unit). */
type CompactEntry = [string, string, number, string?];

const CATALOG_BUCKETS = 16;

function catalogMap(tenantId: string): BucketedMap<CompactEntry> {
  return {
    partition: sourceKeys.catalogPartition(tenantId),
    bucketCount: CATALOG_BUCKETS,
    bucketKey: (bucket) => sourceKeys.catalogChunk(tenantId, bucket),
    equals: (a, b) => a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3],
  };
}

/** Writes what changed and bumps the version when anything did. */
export async function updateCatalog(tenantId: string, entries: CatalogEntry[]): Promise<boolean> {
  const changes = new Map<string, CompactEntry | undefined>(
    entries.map((entry) => [String(entry.id), [entry.barcode, entry.description, entry.active ? 1 : 0, entry.unit]]),
  );
  const changed = await mergeIntoBuckets(catalogMap(tenantId), changes);
  if (changed) {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sourceKeys.catalogHead(tenantId),
        UpdateExpression: "ADD #version :one",
        ExpressionAttributeNames: { "#version": "version" },
        ExpressionAttributeValues: { ":one": 1 },
      }),
    );
  }
  return changed;
}

export async function catalogVersion(tenantId: string): Promise<number> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sourceKeys.catalogHead(tenantId) }));
  return Item ? versionOf(Item) : 0;
}

export async function readCatalog(tenantId: string): Promise<{ version: number; entries: CatalogEntry[] }> {
  const version = await catalogVersion(tenantId);
  const stored = await readBuckets<CompactEntry>(sourceKeys.catalogPartition(tenantId));
  const entries = [...stored].map(([id, [barcode, description, active, unit]]) => ({
    id: Number(id),
    barcode,
    description,
    active: active === 1,
    unit: unit ?? "",
  }));
  entries.sort((a, b) => a.id - b.id);
  return { version, entries };
}

/** A tenant's active products by barcode, lowest id first: a few hundred KB for 15,000 products. */
const BARCODE_CACHE_BYTES = 32 * 1024 * 1024;
const barcodeIndexes = new VersionedCache<Map<string, number[]>>(BARCODE_CACHE_BYTES);

function barcodeIndex(entries: readonly CatalogEntry[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  // The entries come sorted by id: each barcode's ids stay in order.
  for (const entry of entries) {
    if (!entry.active || !entry.barcode) continue;
    const ids = index.get(entry.barcode);
    if (ids) ids.push(entry.id);
    else index.set(entry.barcode, [entry.id]);
  }
  return index;
}

/** The active products' ids by barcode, as of the catalog's current version. */
async function activeBarcodeIndex(tenantId: string): Promise<Map<string, number[]>> {
  const cached = barcodeIndexes.get(tenantId, String(await catalogVersion(tenantId)));
  if (cached) return cached;
  const catalog = await readCatalog(tenantId);
  const index = barcodeIndex(catalog.entries);
  barcodeIndexes.set(tenantId, String(catalog.version), index, index.size * 64);
  return index;
}

/** The id of the active product with this barcode (the lowest when two share it), or undefined. */
export async function activeProductIdByBarcode(tenantId: string, barcode: string): Promise<number | undefined> {
  return (await activeBarcodeIndex(tenantId)).get(barcode)?.[0];
}

/**
 * The ids of the active products of each of these barcodes (those found), lowest first, the catalog's version
 * read once for all: a barcode two products share answers both.
 */
export async function activeProductIdsByBarcode(tenantId: string, barcodes: Iterable<string>): Promise<Map<string, readonly number[]>> {
  const index = await activeBarcodeIndex(tenantId);
  const found = new Map<string, readonly number[]>();
  for (const barcode of barcodes) {
    const ids = index.get(barcode);
    if (ids !== undefined) found.set(barcode, ids);
  }
  return found;
}
