import { TransactionCanceledException } from "@aws-sdk/client-dynamodb";
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../db";
import type { Key } from "../../keys";
import { isConditionFailure } from "../../transactions";
import { backoff, chunk, mapLimit } from "./concurrency";

/** A stored item as the document client answers it. */
export type StoredItem = Record<string, unknown>;

export type WriteRequest = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

const TRANSACTION_ITEMS = 100;
/** Below the 4 MB a transaction may carry, counting what JSON sizes miss. */
const TRANSACTION_BYTES = 3_000_000;
const GET_BATCH = 100;
const MAX_ATTEMPTS = 12;
export const WRITE_CONCURRENCY = 16;
const TRANSACTION_CONCURRENCY = 4;

export const putRequest = (item: StoredItem): WriteRequest => ({ Put: { TableName: tableName(), Item: item } });
export const deleteRequest = (key: Key): WriteRequest => ({ Delete: { TableName: tableName(), Key: { pk: key.pk, sk: key.sk } } });

function approximateBytes(request: WriteRequest): number {
  const item = request.Put?.Item ?? request.Delete?.Key ?? {};
  let bytes = 256;
  for (const value of Object.values(item)) bytes += value instanceof Uint8Array ? value.length : JSON.stringify(value ?? null).length;
  return bytes;
}

/** Requests packed into transactions of at most 100 items and about 3 MB. */
function packTransactions(requests: WriteRequest[]): WriteRequest[][] {
  const packs: WriteRequest[][] = [];
  let current: WriteRequest[] = [];
  let bytes = 0;
  for (const request of requests) {
    const size = approximateBytes(request);
    if (current.length && (current.length >= TRANSACTION_ITEMS || bytes + size > TRANSACTION_BYTES)) {
      packs.push(current);
      current = [];
      bytes = 0;
    }
    current.push(request);
    bytes += size;
  }
  if (current.length) packs.push(current);
  return packs;
}

const RETRYABLE_REASONS = new Set(["TransactionConflict", "ThrottlingError", "ProvisionedThroughputExceeded"]);

function retryable(error: unknown): boolean {
  if (error instanceof TransactionCanceledException) {
    return (error.CancellationReasons ?? []).some((reason) => RETRYABLE_REASONS.has(reason.Code ?? ""));
  }
  const name = (error as { name?: string }).name ?? "";
  return name === "TransactionInProgressException" || name === "ThrottlingException" || name === "ProvisionedThroughputExceededException";
}

async function writeTransaction(requests: WriteRequest[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems: requests }));
      return;
    } catch (error) {
      if (attempt + 1 >= MAX_ATTEMPTS || !retryable(error)) throw error;
      await backoff(attempt);
    }
  }
}

/**
 * Writes unconditional puts and deletes in transactions of up to 100 items, a few in flight, retrying
 * conflicts and throttling. Transactions, not BatchWriteItem: measured on DynamoDB Local persisted to disk,
 * 3,000 items took 37 to 40 s as BatchWrites of 25 and 2 to 5 s as transactions of 100 (each BatchWrite item
 * is committed on its own there); in AWS a transaction costs twice the write units, which source upserts can
 * afford. A key must appear once per call (callers dedupe by source id).
 */
export async function writeAll(requests: WriteRequest[], concurrency = TRANSACTION_CONCURRENCY): Promise<void> {
  await mapLimit(packTransactions(requests), concurrency, writeTransaction);
}

/**
 * Conditional puts (or updates), many per transaction: one whose condition fails is left out (answered
 * false) and the rest of its transaction is written again without it. Answers, per request, whether it was
 * written. Requests must name distinct items.
 */
export async function putAllIf(puts: WriteRequest[]): Promise<boolean[]> {
  const written = puts.map(() => false);
  const indexed = puts.map((request, index) => ({ request, index }));
  await mapLimit(chunk(indexed, TRANSACTION_ITEMS), TRANSACTION_CONCURRENCY, async (group) => {
    let pending = group;
    for (let attempt = 0; pending.length > 0; attempt++) {
      try {
        await db().send(new TransactWriteCommand({ TransactItems: pending.map((entry) => entry.request) }));
        for (const entry of pending) written[entry.index] = true;
        return;
      } catch (error) {
        if (!(error instanceof TransactionCanceledException) || attempt + 1 >= MAX_ATTEMPTS) throw error;
        const reasons = error.CancellationReasons ?? [];
        const failed = new Set(reasons.flatMap((reason, i) => (reason.Code === "ConditionalCheckFailed" ? [i] : [])));
        if (failed.size === 0 && !retryable(error)) throw error;
        if (failed.size === 0) await backoff(attempt);
        pending = pending.filter((_, i) => !failed.has(i));
      }
    }
  });
  return written;
}

/**
 * One transaction exactly as given, not retried: for transactions whose conditions hold a rule (uniqueness, a
 * status transition, an amount unchanged since read), where the caller answers each failed condition itself
 * (`failedConditions` in functions/lib/transactions.ts) and a conflict is the caller's to report.
 */
export async function transactWrite(requests: WriteRequest[]): Promise<void> {
  await db().send(new TransactWriteCommand({ TransactItems: requests }));
}

/**
 * One conditional UpdateItem. Answers undefined when its condition did not hold; else the attributes
 * `ReturnValues` asked for (the item as updated with "ALL_NEW"), or {} when it asked for none.
 */
export async function updateIf(key: Key, update: Omit<UpdateCommandInput, "TableName" | "Key">): Promise<StoredItem | undefined> {
  try {
    const { Attributes } = await db().send(new UpdateCommand({ TableName: tableName(), Key: { pk: key.pk, sk: key.sk }, ...update }));
    return Attributes ?? {};
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * One item by key, or undefined. Answered as a StoredItem (values unknown, where the document client says
 * `any`) so the caller reads it through its entity's schema (support/entity.ts) instead of casting.
 */
export async function getItem(key: Key, options: { consistent?: boolean } = {}): Promise<StoredItem | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: { pk: key.pk, sk: key.sk }, ConsistentRead: options.consistent ?? false }),
  );
  return Item;
}

/** Reads items by key, 100 per BatchGet, retrying unprocessed keys; missing items are simply absent. */
export async function getAll(keyList: Key[], projection?: string[], options: { consistent?: boolean } = {}): Promise<StoredItem[]> {
  const unique = [...new Map(keyList.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  const pages = await mapLimit(chunk(unique, GET_BATCH), WRITE_CONCURRENCY, async (batch) => {
    const found: StoredItem[] = [];
    let pending: Record<string, unknown>[] = batch.map((key) => ({ pk: key.pk, sk: key.sk }));
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt >= MAX_ATTEMPTS) throw new Error(`BatchGet: ${pending.length} chaves não processadas.`);
      if (attempt > 0) await backoff(attempt);
      const table = tableName();
      const names = projection ? Object.fromEntries(projection.map((name, i) => [`#p${i}`, name])) : undefined;
      const { Responses, UnprocessedKeys } = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [table]: {
              Keys: pending,
              ConsistentRead: options.consistent ?? false,
              ...(names ? { ProjectionExpression: Object.keys(names).join(", "), ExpressionAttributeNames: names } : {}),
            },
          },
        }),
      );
      found.push(...(Responses?.[table] ?? []));
      pending = UnprocessedKeys?.[table]?.Keys ?? [];
    }
    return found;
  });
  return pages.flat();
}

/** Every page of a Query (the caller gives key condition, index, filters). */
export async function queryAll(input: Omit<QueryCommandInput, "TableName" | "ExclusiveStartKey">): Promise<StoredItem[]> {
  const items: StoredItem[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The first item of a partition in sort-key order (the last one when descending), or undefined. */
export async function firstOfPartition(pk: string, options: { descending?: boolean; projection?: string[] } = {}): Promise<StoredItem | undefined> {
  const names = options.projection ? Object.fromEntries(options.projection.map((name, i) => [`#p${i}`, name])) : undefined;
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": pk },
      ScanIndexForward: !options.descending,
      Limit: 1,
      ...(names ? { ProjectionExpression: Object.keys(names).join(", "), ExpressionAttributeNames: names } : {}),
    }),
  );
  return Items?.[0];
}

/** Every item of a partition, optionally narrowed by a sort-key prefix. */
export function queryPartition(pk: string, skPrefix?: string, options: { consistent?: boolean } = {}): Promise<StoredItem[]> {
  return queryAll({
    KeyConditionExpression: skPrefix ? "pk = :pk AND begins_with(sk, :prefix)" : "pk = :pk",
    ExpressionAttributeValues: skPrefix ? { ":pk": pk, ":prefix": skPrefix } : { ":pk": pk },
    ConsistentRead: options.consistent ?? false,
  });
}

/**
 * Deletes every item of a partition, optionally narrowed by a sort-key prefix: only the keys are read (the items
 * may be large documents), then deleted in transactions (writeAll).
 */
export async function deletePartition(pk: string, skPrefix?: string): Promise<void> {
  const stored = await queryAll({
    KeyConditionExpression: skPrefix ? "pk = :pk AND begins_with(sk, :prefix)" : "pk = :pk",
    ExpressionAttributeValues: skPrefix ? { ":pk": pk, ":prefix": skPrefix } : { ":pk": pk },
    ProjectionExpression: "pk, sk",
  });
  await writeAll(stored.map((item) => deleteRequest({ pk: String(item.pk), sk: String(item.sk) })));
}

/** Every item of a gsi1 partition, optionally narrowed by a gsi1sk prefix or range. */
export function queryIndex(
  gsi1pk: string,
  range: { prefix?: string; from?: string; to?: string } = {},
  options: { descending?: boolean } = {},
): Promise<StoredItem[]> {
  const values: Record<string, unknown> = { ":pk": gsi1pk };
  let condition = "gsi1pk = :pk";
  if (range.prefix !== undefined) {
    condition += " AND begins_with(gsi1sk, :prefix)";
    values[":prefix"] = range.prefix;
  } else if (range.from !== undefined && range.to !== undefined) {
    condition += " AND gsi1sk BETWEEN :from AND :to";
    values[":from"] = range.from;
    values[":to"] = range.to;
  } else if (range.from !== undefined) {
    condition += " AND gsi1sk >= :from";
    values[":from"] = range.from;
  }
  return queryAll({
    IndexName: "gsi1",
    KeyConditionExpression: condition,
    ExpressionAttributeValues: values,
    ScanIndexForward: !options.descending,
  });
}
