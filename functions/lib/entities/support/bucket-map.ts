import { GetCommand, PutCommand, TransactWriteCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../db";
import { gunzipJson, gzipJson } from "../../gzip-json";
import type { Key } from "../../keys";
import { isConditionFailure } from "../../transactions";
import { backoff, mapLimit } from "./concurrency";
import { getAll, queryPartition, type StoredItem, WRITE_CONCURRENCY } from "./dynamo";

/**
 * A large map (id -> compact value) kept as a few bucket documents in one partition instead of one item per
 * entry: the id's hash picks the bucket; each bucket holds gzipped JSON, a version and when it last changed.
 * Writes are read-modify-write with a condition on the version, so concurrent writers never lose an entry and
 * re-sending the same entries changes nothing. Used for sale lines (one map per day), the product catalog and
 * the inventory sheets.
 *
 * Many maps are written together (a batch of sale lines spans days): the touched buckets are read with one
 * BatchGetItem and the changed ones written in transactions of up to 100 conditional puts, together with an
 * optional marker per changed map (the day's dirty mark). A transaction refused by a concurrent writer falls
 * back, for its maps only, to bucket-by-bucket writes that re-read and retry.
 */
export interface BucketedMap<V> {
  /** The partition that holds the buckets. */
  partition: string;
  bucketCount: number;
  bucketKey: (bucket: number) => Key;
  /** Attributes stored beside the data on every bucket (e.g. the day). */
  attributes?: Record<string, unknown>;
  equals?: (a: V, b: V) => boolean;
}

export interface MapChanges<V> {
  map: BucketedMap<V>;
  /** id -> new value, or undefined to remove it. */
  changes: Map<string, V | undefined>;
  /** An item written with the map's buckets when anything changed (e.g. the dirty mark of a day). */
  whenChanged?: () => StoredItem;
}

const MAX_ATTEMPTS = 20;
const TRANSACTION_ITEMS = 100;
const TRANSACTION_BYTES = 3_000_000;
const TRANSACTION_CONCURRENCY = 4;
const BUCKET_PREFIX = "B#";

/** FNV-1a, 32 bits: stable across processes and releases (the bucket of an id must never move). */
export function bucketOf(id: string, bucketCount: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % bucketCount;
}

export interface Bucket<V> {
  version: number;
  entries: Record<string, V>;
}

/** A stored bucket's entries and version (version 0: not stored yet). */
export function decode<V>(item: StoredItem | undefined): Bucket<V> {
  if (!item) return { version: 0, entries: {} };
  const data = item.data;
  const version = typeof item.version === "number" ? item.version : 0;
  if (!(data instanceof Uint8Array)) return { version, entries: {} };
  return { version, entries: gunzipJson<Record<string, V>>(data) };
}

const sameJson = <V>(a: V, b: V): boolean => JSON.stringify(a) === JSON.stringify(b);

function merge<V>(bucket: Bucket<V>, changes: Map<string, V | undefined>, equals: (a: V, b: V) => boolean): boolean {
  let changed = false;
  for (const [id, value] of changes) {
    const current = bucket.entries[id];
    if (value === undefined) {
      if (current !== undefined) {
        delete bucket.entries[id];
        changed = true;
      }
    } else if (current === undefined || !equals(current, value)) {
      bucket.entries[id] = value;
      changed = true;
    }
  }
  return changed;
}

function byBucket<V>(map: BucketedMap<V>, changes: Map<string, V | undefined>): Map<number, Map<string, V | undefined>> {
  const groups = new Map<number, Map<string, V | undefined>>();
  for (const [id, value] of changes) {
    const bucket = bucketOf(id, map.bucketCount);
    const group = groups.get(bucket) ?? new Map<string, V | undefined>();
    group.set(id, value);
    groups.set(bucket, group);
  }
  return groups;
}

/** The conditional put of a bucket's next version. */
export function bucketPut<V>(map: BucketedMap<V>, bucket: number, next: Bucket<V>) {
  return {
    TableName: tableName(),
    Item: {
      ...map.bucketKey(bucket),
      ...map.attributes,
      version: next.version + 1,
      // When the bucket last changed: a reader can tell a map being written right now from a settled one.
      changedAt: Date.now(),
      count: Object.keys(next.entries).length,
      data: gzipJson(next.entries),
    },
    ConditionExpression: next.version === 0 ? "attribute_not_exists(pk)" : "version = :version",
    ...(next.version === 0 ? {} : { ExpressionAttributeValues: { ":version": next.version } }),
  };
}

async function readBucket<V>(map: BucketedMap<V>, bucket: number): Promise<Bucket<V>> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: map.bucketKey(bucket), ConsistentRead: true }));
  return decode<V>(Item);
}

/** The slow, always-correct path: each bucket re-read and retried until its version holds. */
async function mergeBucketByBucket<V>(job: MapChanges<V>): Promise<boolean> {
  const equals = job.map.equals ?? sameJson;
  const results = await mapLimit([...byBucket(job.map, job.changes)], WRITE_CONCURRENCY, async ([bucket, changes]) => {
    let state = await readBucket<V>(job.map, bucket);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      if (!merge(state, changes, equals)) return false;
      try {
        await db().send(new PutCommand(bucketPut(job.map, bucket, state)));
        return true;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        await backoff(attempt);
        state = await readBucket<V>(job.map, bucket);
      }
    }
    throw new Error(`Documento ${job.map.partition} ${bucket}: concorrência excessiva, tente novamente.`);
  });
  const changed = results.some(Boolean);
  if (changed && job.whenChanged) await db().send(new PutCommand({ TableName: tableName(), Item: job.whenChanged() }));
  return changed;
}

type TransactItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

interface Planned {
  job: number;
  writes: TransactItem[];
  bytes: number;
}

/** Jobs packed into transactions without splitting a job (all of a map's buckets commit together). */
function pack(planned: Planned[]): Planned[][] {
  const packs: Planned[][] = [];
  let current: Planned[] = [];
  let items = 0;
  let bytes = 0;
  for (const plan of planned) {
    if (current.length && (items + plan.writes.length > TRANSACTION_ITEMS || bytes + plan.bytes > TRANSACTION_BYTES)) {
      packs.push(current);
      current = [];
      items = 0;
      bytes = 0;
    }
    current.push(plan);
    items += plan.writes.length;
    bytes += plan.bytes;
  }
  if (current.length) packs.push(current);
  return packs;
}

/** Sets (value) or removes (undefined) entries of many maps; answers, per map, whether anything stored changed. */
export async function mergeMaps<V>(jobs: MapChanges<V>[]): Promise<boolean[]> {
  const grouped = jobs.map((job) => byBucket(job.map, job.changes));
  const keys = jobs.flatMap((job, j) => [...(grouped[j]?.keys() ?? [])].map((bucket) => job.map.bucketKey(bucket)));
  const stored = new Map<string, StoredItem>();
  for (const item of await getAll(keys, undefined, { consistent: true })) stored.set(`${String(item.pk)}\u0000${String(item.sk)}`, item);

  const changed = jobs.map(() => false);
  const planned: Planned[] = [];
  const oversized: number[] = [];
  jobs.forEach((job, j) => {
    const equals = job.map.equals ?? sameJson;
    const writes: TransactItem[] = [];
    let bytes = 0;
    for (const [bucket, changes] of grouped[j] ?? []) {
      const key = job.map.bucketKey(bucket);
      const state = decode<V>(stored.get(`${key.pk}\u0000${key.sk}`));
      if (!merge(state, changes, equals)) continue;
      const put = bucketPut(job.map, bucket, state);
      bytes += put.Item.data.length + 512;
      writes.push({ Put: put });
    }
    if (writes.length === 0) return;
    changed[j] = true;
    if (job.whenChanged) writes.push({ Put: { TableName: tableName(), Item: job.whenChanged() } });
    if (writes.length > TRANSACTION_ITEMS || bytes > TRANSACTION_BYTES) oversized.push(j);
    else planned.push({ job: j, writes, bytes });
  });

  const retry: number[] = [...oversized];
  await mapLimit(pack(planned), TRANSACTION_CONCURRENCY, async (group) => {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: group.flatMap((plan) => plan.writes) }));
    } catch (error) {
      if ((error as { name?: string }).name !== "TransactionCanceledException") throw error;
      retry.push(...group.map((plan) => plan.job));
    }
  });
  await mapLimit(retry, WRITE_CONCURRENCY, async (j) => {
    const job = jobs[j];
    if (job) changed[j] = await mergeBucketByBucket(job);
  });
  return changed;
}

/** One map: see mergeMaps. */
export async function mergeIntoBuckets<V>(map: BucketedMap<V>, changes: Map<string, V | undefined>, whenChanged?: () => StoredItem): Promise<boolean> {
  if (changes.size === 0) return false;
  const [changed = false] = await mergeMaps([{ map, changes, ...(whenChanged ? { whenChanged } : {}) }]);
  return changed;
}

/** Every entry of the map (eventually consistent unless asked). */
export async function readBuckets<V>(partition: string, options: { consistent?: boolean } = {}): Promise<Map<string, V>> {
  const entries = new Map<string, V>();
  for (const item of await queryPartition(partition, BUCKET_PREFIX, options)) {
    for (const [id, value] of Object.entries(decode<V>(item).entries)) entries.set(id, value);
  }
  return entries;
}
