import { tableName } from "../db";
import { keys, padId, sourceKeys } from "../keys";
import { failedConditions, isTransactionConflict } from "../transactions";
import { backoff } from "./support/concurrency";
import { getItem, queryAll, type StoredItem, transactWrite, type WriteRequest } from "./support/dynamo";
import { num, oneOf, str } from "./support/fields";
import { quantity as roundQuantity } from "./support/numbers";

/**
 * Stock movements: what the back office changed in a product's stock, for the store's systems to pull in
 * order (GET /api/integration/stock_movements?after=<cursor>, functions/integration/). Applying a use/loss
 * operation writes one; processing an inventory writes one per product whose stock it changes.
 *
 * Keys: movement pk T#<t>#STOCKMOVE, sk <number padded>; counter pk T#<t>, sk COUNTER#STOCKMOVE {value}.
 * Access patterns: movements after a number, up to another (the feed): Query pk, sk BETWEEN, consistent.
 *
 * Why a per-tenant number taken inside the transaction. Each movement's number is the counter's value + 1,
 * and the transaction that writes the movement also moves the counter, on the condition that the counter
 * still holds the value read. So movements commit one transaction at a time in number order, with no gaps:
 * two applies committing "out of order" cannot happen, because the one that read the counter second fails
 * its condition and takes the next number on its retry. A reader that first reads the counter (n) knows that
 * every movement up to n is committed, and reads exactly those: nothing skipped, nothing twice, with no
 * guess of how long a transaction may stay in flight (which a time-ordered id would need, as a safety lag).
 * The cost is that the tenant's movement writers take turns on one item; movements come from people
 * applying operations and inventories, a few a minute, and a batch takes many numbers in one turn.
 * The counter is never to be moved by anything else (not reserveIds: its unconditional ADD would skip numbers).
 */
export const STOCK_MOVEMENT_REASONS = ["use", "loss", "inventory"] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** What moved the stock: a use/loss operation applied, or an inventory processed. */
export type StockMovementSource = { reason: "use" | "loss"; operationId: number } | { reason: "inventory"; inventoryId: number };

export type StockMovementInput = StockMovementSource & {
  productId: number;
  /** Change of the stock in the product's unit: negative when stock leaves. */
  quantity: number;
  /** The store's day of the change (YYYY-MM-DD, São Paulo). */
  date: string;
};

export type StockMovement = StockMovementInput & {
  /** The tenant's movement number: 1, 2, 3... in the order they were committed. */
  sequence: number;
  /** When it was committed (ISO 8601, UTC). */
  recordedAt: string;
};

const COUNTER = "STOCKMOVE";
/** Tries against other movement writers taking the counter first (each try re-reads it). */
const MAX_ATTEMPTS = 40;

/** The number of the tenant's last movement (0 before the first), read consistently. */
async function lastStockMovementNumber(tenantId: string): Promise<number> {
  const counter = await getItem(keys.counter(tenantId, COUNTER), { consistent: true });
  return counter ? num(counter, "value") : 0;
}

function counterRequest(tenantId: string, last: number, next: number): WriteRequest {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.counter(tenantId, COUNTER),
      UpdateExpression: "SET #value = :next",
      ConditionExpression: last === 0 ? "attribute_not_exists(#value)" : "#value = :last",
      ExpressionAttributeNames: { "#value": "value" },
      ExpressionAttributeValues: last === 0 ? { ":next": next } : { ":next": next, ":last": last },
    },
  };
}

function movementItem(tenantId: string, movement: StockMovement): StoredItem {
  return {
    ...sourceKeys.stockMovement(tenantId, movement.sequence),
    sequence: movement.sequence,
    productId: movement.productId,
    quantity: roundQuantity(movement.quantity),
    reason: movement.reason,
    ...(movement.reason === "inventory" ? { inventoryId: movement.inventoryId } : { operationId: movement.operationId }),
    date: movement.date,
    recordedAt: movement.recordedAt,
  };
}

function sourceFromItem(item: StoredItem): StockMovementSource {
  const reason = oneOf(item, "reason", STOCK_MOVEMENT_REASONS, "loss");
  return reason === "inventory" ? { reason, inventoryId: num(item, "inventoryId") } : { reason, operationId: num(item, "operationId") };
}

function stockMovementFromItem(item: StoredItem): StockMovement {
  return {
    sequence: num(item, "sequence"),
    productId: num(item, "productId"),
    quantity: num(item, "quantity"),
    ...sourceFromItem(item),
    date: str(item, "date"),
    recordedAt: str(item, "recordedAt"),
  };
}

/**
 * What a refused transaction that held the movements' writes tells: "lostRace" when it is only the numbers
 * taken by another writer meanwhile (the counter moved, so the slots of the movements are taken too) or a
 * conflict with one, which a new try on a fresh counter fixes; "refused" when any other item failed.
 */
export type MovementRefusal = "lostRace" | "refused";

function refusalOfTransaction(error: unknown, firstMovementIndex: number): MovementRefusal {
  const failed = failedConditions(error);
  if (failed) return failed.every((index) => index >= firstMovementIndex) ? "lostRace" : "refused";
  return isTransactionConflict(error) ? "lostRace" : "refused";
}

/**
 * Numbers the movements next after the tenant's last and hands their writes (the counter's move, then the
 * movements) to `commit`, which sends them in one transaction with its own writes. When the transaction is
 * refused, `refusal` tells whether another writer only took the numbers first: then the counter is read again
 * and `commit` runs again; any other error is thrown as it came, for the caller to answer. Answers what
 * `commit` answered and the movements stored.
 */
export async function commitWithStockMovements<T>(
  tenantId: string,
  movements: StockMovementInput[],
  commit: (movementWrites: WriteRequest[]) => Promise<T>,
  refusal: (error: unknown) => MovementRefusal,
): Promise<{ committed: T; movements: StockMovement[] }> {
  for (let attempt = 0; ; attempt++) {
    const last = await lastStockMovementNumber(tenantId);
    const recordedAt = new Date().toISOString();
    const numbered = movements.map((movement, i) => ({ ...movement, sequence: last + 1 + i, recordedAt }));
    const puts: WriteRequest[] = numbered.map((movement) => ({
      Put: { TableName: tableName(), Item: movementItem(tenantId, movement), ConditionExpression: "attribute_not_exists(pk)" },
    }));
    try {
      const committed = await commit([counterRequest(tenantId, last, last + movements.length), ...puts]);
      return { committed, movements: numbered };
    } catch (error) {
      if (attempt + 1 >= MAX_ATTEMPTS || refusal(error) !== "lostRace") throw error;
      await backoff(attempt, 10, 250);
    }
  }
}

/**
 * Commits `requests` (the caller's writes, with their conditions) and the movements in one transaction,
 * numbering the movements next after the tenant's last (commitWithStockMovements); a refusal by a condition of
 * the caller's requests, which keep their positions in the transaction, is thrown as it came. Answers the
 * movements stored.
 */
export async function writeWithStockMovements(
  tenantId: string,
  requests: WriteRequest[],
  movements: StockMovementInput[],
): Promise<StockMovement[]> {
  const written = await commitWithStockMovements(
    tenantId,
    movements,
    (movementWrites) => transactWrite([...requests, ...movementWrites]),
    (error) => refusalOfTransaction(error, requests.length),
  );
  return written.movements;
}

/** The part of the feed a reader gets: movements after a number, and the last number committed when read. */
export interface StockMovementPage {
  movements: StockMovement[];
  /** Every movement up to here is committed; a reader that got them all resumes after it. */
  through: number;
  /** The last movement number when the page was read. */
  last: number;
}

/**
 * Up to `limit` movements after number `after`, in order. Only movements up to the counter read first are
 * read (all committed, see above), and since numbers have no gaps the key range holds exactly them.
 */
export async function readStockMovements(tenantId: string, after: number, limit: number): Promise<StockMovementPage> {
  const last = await lastStockMovementNumber(tenantId);
  const through = Math.max(after, Math.min(last, after + limit));
  if (through === after) return { movements: [], through, last };
  const items = await queryAll({
    KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
    ExpressionAttributeValues: { ":pk": sourceKeys.stockMovementsPartition(tenantId), ":from": padId(after + 1), ":to": padId(through) },
    ConsistentRead: true,
  });
  return { movements: items.map(stockMovementFromItem), through, last };
}
