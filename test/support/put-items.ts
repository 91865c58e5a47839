import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import { db } from "../../functions/lib/db";
import { mapLimit } from "../../functions/lib/entities/support/concurrency";
import type { StoredItem } from "../../functions/lib/entities/support/dynamo";

/** BatchWriteItem's limit; batches, unlike transactions, cost DynamoDB Local no locking (3,300 items: 9 s as transactions under load). */
const BATCH_ITEMS = 25;
const BATCHES_AT_ONCE = 8;

/**
 * Puts a copied store's items into a table of the run's DynamoDB Local, in batches, unprocessed ones sent
 * again. For test fixtures only: nothing here is atomic.
 */
export async function putItems(table: string, items: readonly StoredItem[]): Promise<void> {
  const batches = Array.from({ length: Math.ceil(items.length / BATCH_ITEMS) }, (_, i) => items.slice(i * BATCH_ITEMS, (i + 1) * BATCH_ITEMS));
  await mapLimit(batches, BATCHES_AT_ONCE, async (batch) => {
    let requests: Record<string, { PutRequest: { Item: StoredItem } }[]> | undefined = { [table]: batch.map((Item) => ({ PutRequest: { Item } })) };
    while (requests && Object.keys(requests).length > 0) {
      const answer = await db().send(new BatchWriteCommand({ RequestItems: requests }));
      requests = answer.UnprocessedItems as typeof requests;
    }
  });
}
