import {
  type AttributeValue,
  DynamoDBClient,
  GetItemCommand,
  ScanCommand,
  type ScanCommandInput,
  type TransactWriteItem,
  TransactWriteItemsCommand,
} from "@aws-sdk/client-dynamodb";
import { config } from "../../functions/lib/config";
import { backoff } from "../../functions/lib/entities/support/concurrency";
import { awaitLocalCommits } from "../../functions/lib/local-commits";
import { TABLE } from "../../functions/lib/table";
import { failedConditions, isTransactionConflict } from "../../functions/lib/transactions";

/**
 * Every item a company owns, read and written as DynamoDB's own attribute values. The functions' document
 * client would turn numbers into JavaScript numbers and sets into Sets; an export must give back exactly
 * what was stored, so these commands use the low-level client. None of this runs on a request path: a
 * company's items are found by one Scan of the table.
 *
 * What a company owns (keys.ts): every partition `T#<id>` and `T#<id>#…`; its line in the registry
 * (TENANTS, <id>); the hosts (DOMAIN#…) and the integration key (APIKEY#…) that name it; the local seed
 * marker (SYSTEM, SEED#<id>).
 */

export type TableItem = Record<string, AttributeValue>;

/** A company id as the tenant commands accept it: it is spelled into every key, so no `#` and no spaces. */
export const TENANT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

let rawClient: DynamoDBClient | undefined;
let rawClientEndpoint: string | undefined;

function client(): DynamoDBClient {
  const endpoint = config().DYNAMODB_ENDPOINT;
  if (!rawClient || rawClientEndpoint !== endpoint) {
    rawClient = endpoint
      ? new DynamoDBClient({ endpoint, region: "local", credentials: { accessKeyId: "local", secretAccessKey: "local" } })
      : new DynamoDBClient({});
    if (endpoint) awaitLocalCommits(rawClient);
    rawClientEndpoint = endpoint;
  }
  return rawClient;
}

const text = (item: TableItem, name: string): string | undefined => item[name]?.S;

/** Whether the item is one of the company's (see above). */
export function isOwnedBy(item: TableItem, tenantId: string): boolean {
  const pk = text(item, TABLE.partitionKey) ?? "";
  const sk = text(item, TABLE.sortKey) ?? "";
  const root = `T#${tenantId}`;
  if (pk === root || pk.startsWith(`${root}#`)) return true;
  if (pk === "TENANTS") return sk === tenantId;
  if (pk === "SYSTEM") return sk === `SEED#${tenantId}`;
  if (pk.startsWith("DOMAIN#") || pk.startsWith("APIKEY#")) return text(item, "tenantId") === tenantId;
  return false;
}

/** Every page of a Scan of the table with this filter: its items. */
async function scanPages(filter: Omit<ScanCommandInput, "TableName" | "ExclusiveStartKey">): Promise<TableItem[]> {
  const items: TableItem[] = [];
  let startKey: TableItem | undefined;
  do {
    const page = await client().send(
      new ScanCommand({ TableName: config().TABLE_NAME, ...filter, ...(startKey ? { ExclusiveStartKey: startKey } : {}) }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** The company's items, found by a Scan filtered by the same rule as isOwnedBy (which checks each again). */
export async function scanTenantItems(tenantId: string): Promise<TableItem[]> {
  if (!TENANT_ID.test(tenantId)) throw new Error(`Id de empresa inválido: '${tenantId}'.`);
  const found = await scanPages({
    ConsistentRead: true,
    FilterExpression: [
      "pk = :root",
      "begins_with(pk, :prefix)",
      "(pk = :registry AND sk = :tenant)",
      "(pk = :system AND sk = :seed)",
      "(begins_with(pk, :domain) AND tenantId = :tenant)",
      "(begins_with(pk, :apiKey) AND tenantId = :tenant)",
    ].join(" OR "),
    ExpressionAttributeValues: {
      ":root": { S: `T#${tenantId}` },
      ":prefix": { S: `T#${tenantId}#` },
      ":registry": { S: "TENANTS" },
      ":tenant": { S: tenantId },
      ":system": { S: "SYSTEM" },
      ":seed": { S: `SEED#${tenantId}` },
      ":domain": { S: "DOMAIN#" },
      ":apiKey": { S: "APIKEY#" },
    },
  });
  return found.filter((item) => isOwnedBy(item, tenantId));
}

/** Every item whose partition key starts with `prefix` (the hosts of all companies, for the list). */
export function scanByPartitionPrefix(prefix: string): Promise<TableItem[]> {
  return scanPages({ FilterExpression: "begins_with(pk, :prefix)", ExpressionAttributeValues: { ":prefix": { S: prefix } } });
}

/** Below the 4 MB a transaction may carry. */
const TRANSACTION_ITEMS = 100;
const TRANSACTION_BYTES = 3_000_000;
const MAX_ATTEMPTS = 10;

/**
 * Unconditional writes in transactions of up to 100 items, one at a time (an operator's command, not a
 * request): on DynamoDB Local persisted to disk a transaction of 100 commits in one go, where BatchWriteItem
 * commits item by item and is about ten times slower (entities/support/dynamo.ts measured it).
 */
async function writeAllItems(requests: { write: TransactWriteItem; bytes: number }[]): Promise<void> {
  const packs: TransactWriteItem[][] = [];
  let current: TransactWriteItem[] = [];
  let bytes = 0;
  for (const request of requests) {
    if (current.length >= TRANSACTION_ITEMS || (current.length > 0 && bytes + request.bytes > TRANSACTION_BYTES)) {
      packs.push(current);
      current = [];
      bytes = 0;
    }
    current.push(request.write);
    bytes += request.bytes;
  }
  if (current.length) packs.push(current);
  for (const pack of packs) await writeTransaction(pack);
  await settleWrites();
}

async function writeTransaction(pack: TransactWriteItem[]): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await client().send(new TransactWriteItemsCommand({ TransactItems: pack }));
      return;
    } catch (error) {
      if (failedConditions(error)) throw new Error("Um item a gravar já existe na tabela: nada desta transação foi gravado.");
      const retryable = isTransactionConflict(error) || (error as { name?: string }).name === "ThrottlingException";
      if (!retryable || attempt >= MAX_ATTEMPTS) throw error;
      await backoff(attempt);
    }
  }
}

const approximateBytes = (item: TableItem) => 256 + JSON.stringify(item, (_key, value) => (value instanceof Uint8Array ? "x".repeat(value.length) : value)).length;

/** Writes the items as they are (an import), each only where no item with its key is stored. */
export function putItemsIfAbsent(items: TableItem[]): Promise<void> {
  const table = config().TABLE_NAME;
  const condition = `attribute_not_exists(${TABLE.partitionKey})`;
  return writeAllItems(
    items.map((item) => ({ write: { Put: { TableName: table, Item: item, ConditionExpression: condition } }, bytes: approximateBytes(item) })),
  );
}

/** Deletes the items by their keys. */
export function deleteItems(items: TableItem[]): Promise<void> {
  const table = config().TABLE_NAME;
  return writeAllItems(items.map((item) => ({ write: { Delete: { TableName: table, Key: keyOf(item) } }, bytes: approximateBytes(keyOf(item)) })));
}

export function keyOf(item: TableItem): TableItem {
  const pk = item[TABLE.partitionKey];
  const sk = item[TABLE.sortKey];
  if (!pk || !sk) throw new Error("Item sem chave (pk, sk).");
  return { [TABLE.partitionKey]: pk, [TABLE.sortKey]: sk };
}

/** One item by its key, read consistently. */
export async function readItem(key: TableItem): Promise<TableItem | undefined> {
  const answer = await client().send(new GetItemCommand({ TableName: config().TABLE_NAME, Key: key, ConsistentRead: true }));
  return answer.Item;
}

/**
 * DynamoDB Local answers a batch before its commit is on disk; a read queues behind the commits, so the
 * command returns only once everything it wrote is kept (see local-commits.ts).
 */
async function settleWrites(): Promise<void> {
  if (config().DYNAMODB_ENDPOINT) await readItem({ [TABLE.partitionKey]: { S: "SYSTEM" }, [TABLE.sortKey]: { S: "COMMIT-BARRIER" } });
}
