import { tableName } from "../../db";
import { type Key, keys, padId } from "../../keys";
import { failedConditions, isTransactionConflict } from "../../transactions";
import { backoff } from "./concurrency";
import { getItem, queryAll, type StoredItem, type WriteRequest } from "./dynamo";
import { counterOf } from "./entity";

/**
 * A feed the store's systems pull in order with a cursor (what the back office changed: stock movements,
 * stock-movements.ts; prices applied by a pricing, pricing-price-changes.ts), numbered 1, 2, 3... per tenant inside the transaction that records the
 * change. Each entry's number is the counter's value + 1, and the same transaction moves the counter on the
 * condition that it still holds the value read: entries commit one transaction at a time in number order,
 * with no gaps, so a reader that first reads the counter (n) reads exactly the entries up to n, all
 * committed: nothing skipped, nothing twice, while writes go on, with no guess of how long a transaction
 * may stay in flight (which a time-ordered id would need, as a safety lag). The counter is never to be moved
 * by anything else (not reserveIds: its unconditional ADD would skip numbers).
 */
export interface NumberedFeed<E> {
  /** The counter's name (keys.counter). */
  counter: string;
  partition: (tenantId: string) => string;
  key: (tenantId: string, sequence: number) => Key;
  /** The stored attributes of an entry (its key is added). */
  toItem: (entry: Numbered<E>) => StoredItem;
  fromItem: (item: StoredItem) => Numbered<E>;
}

export type Numbered<E> = E & {
  /** The tenant's entry number: 1, 2, 3... in the order they were committed. */
  sequence: number;
  /** When it was committed (ISO 8601, UTC). */
  recordedAt: string;
};

/** Tries against other writers of the feed taking the counter first (each try re-reads it). */
const MAX_ATTEMPTS = 40;

/** The number of the tenant's last entry (0 before the first), read consistently. */
export async function lastNumber(tenantId: string, feed: Pick<NumberedFeed<unknown>, "counter">): Promise<number> {
  const counter = await getItem(keys.counter(tenantId, feed.counter), { consistent: true });
  return counter ? counterOf(counter).value : 0;
}

function counterRequest(tenantId: string, feed: Pick<NumberedFeed<unknown>, "counter">, last: number, next: number): WriteRequest {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.counter(tenantId, feed.counter),
      UpdateExpression: "SET #value = :next",
      ConditionExpression: last === 0 ? "attribute_not_exists(#value)" : "#value = :last",
      ExpressionAttributeNames: { "#value": "value" },
      ExpressionAttributeValues: last === 0 ? { ":next": next } : { ":next": next, ":last": last },
    },
  };
}

/**
 * What a refused transaction holding a feed's writes tells: "lostRace" when it is only the numbers taken by
 * another writer meanwhile (the counter moved), or a conflict with one, which a new try on a fresh counter
 * fixes; "refused" when another item of the transaction failed its condition.
 */
export type FeedRefusal = "lostRace" | "refused";

/** The refusal of a transaction whose feed writes start at `firstFeedIndex`. */
export function feedRefusal(error: unknown, firstFeedIndex: number): FeedRefusal {
  const failed = failedConditions(error);
  if (failed) return failed.every((index) => index >= firstFeedIndex) ? "lostRace" : "refused";
  return isTransactionConflict(error) ? "lostRace" : "refused";
}

/**
 * Numbers the entries next after the tenant's last and hands their writes (the counter's move, then the
 * entries; none when there are no entries) to `commit`, which sends them in one transaction with its own
 * writes. When `refusal` says another writer only took the numbers first, the counter is read again and
 * `commit` runs again; any other error is thrown as it came. Answers what `commit` answered and the entries.
 */
export async function commitNumbered<E, T>(
  tenantId: string,
  feed: NumberedFeed<E>,
  entries: readonly E[],
  commit: (feedWrites: WriteRequest[]) => Promise<T>,
  refusal: (error: unknown) => FeedRefusal,
): Promise<{ committed: T; entries: Numbered<E>[] }> {
  if (entries.length === 0) return { committed: await commit([]), entries: [] };
  for (let attempt = 0; ; attempt++) {
    const last = await lastNumber(tenantId, feed);
    const recordedAt = new Date().toISOString();
    const numbered = entries.map((entry, i): Numbered<E> => ({ ...entry, sequence: last + 1 + i, recordedAt }));
    const puts: WriteRequest[] = numbered.map((entry) => ({
      Put: {
        TableName: tableName(),
        Item: { ...feed.key(tenantId, entry.sequence), ...feed.toItem(entry) },
        ConditionExpression: "attribute_not_exists(pk)",
      },
    }));
    try {
      const committed = await commit([counterRequest(tenantId, feed, last, last + entries.length), ...puts]);
      return { committed, entries: numbered };
    } catch (error) {
      if (attempt + 1 >= MAX_ATTEMPTS || refusal(error) !== "lostRace") throw error;
      await backoff(attempt, 10, 250);
    }
  }
}

/** The part of the feed a reader gets: entries after a number, and the last number committed when read. */
export interface FeedPage<E> {
  entries: Numbered<E>[];
  /** Every entry up to here is committed; a reader that got them all resumes after it. */
  through: number;
  /** The last entry number when the page was read. */
  last: number;
}

/** Up to `limit` entries after number `after`, in order: only those up to the counter read first (all committed). */
export async function readNumbered<E>(tenantId: string, feed: NumberedFeed<E>, after: number, limit: number): Promise<FeedPage<E>> {
  const last = await lastNumber(tenantId, feed);
  const through = Math.max(after, Math.min(last, after + limit));
  if (through === after) return { entries: [], through, last };
  const items = await queryAll({
    KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
    ExpressionAttributeValues: { ":pk": feed.partition(tenantId), ":from": padId(after + 1), ":to": padId(through) },
    ConsistentRead: true,
  });
  return { entries: items.map(feed.fromItem), through, last };
}
