import { sourceKeys } from "../keys";
import { transactWrite, type StoredItem, type WriteRequest } from "./support/dynamo";
import * as z from "zod";
import { itemReader, stored } from "./support/entity";
import { commitNumbered, type FeedPage, type FeedRefusal, feedRefusal, lastNumber, type Numbered, type NumberedFeed, readNumbered } from "./support/numbered-feed";
import { quantity as roundQuantity } from "./support/numbers";

/**
 * Stock movements: what the back office changed in a product's stock, for the store's systems to pull in
 * order (GET /api/integration/stock_movements?after=<cursor>, functions/integration/). Applying a use/loss
 * operation writes one; processing an inventory writes one per product whose stock it changes; confirming
 * an imported NF-e writes one per line ("entry"), and reversing that entry one per line back ("entry_reversal").
 *
 * Keys: movement pk T#<t>#STOCKMOVE, sk <number padded>; counter pk T#<t>, sk COUNTER#STOCKMOVE {value}.
 * Access patterns: movements after a number, up to another (the feed): Query pk, sk BETWEEN, consistent.
 *
 * Numbered per tenant inside the transaction that records the change (support/numbered-feed.ts says why a
 * reader then never skips nor repeats one). The tenant's movement writers take turns on the counter;
 * movements come from people applying operations and inventories, a few a minute, and a batch takes many
 * numbers in one turn.
 */
export const STOCK_MOVEMENT_REASONS = ["use", "loss", "inventory", "entry", "entry_reversal"] as const;
export type StockMovementReason = (typeof STOCK_MOVEMENT_REASONS)[number];

/** What moved the stock: a use/loss operation applied, an inventory processed, an NF-e entry or its reversal. */
export type StockMovementSource =
  | { reason: "use" | "loss"; operationId: number }
  | { reason: "inventory"; inventoryId: number }
  | { reason: "entry" | "entry_reversal"; entryId: number; entryItemId: number; accessKey: string };

export type StockMovementInput = StockMovementSource & {
  productId: number;
  /** Change of the stock in the product's unit: negative when stock leaves. */
  quantity: number;
  /** The store's day of the change (YYYY-MM-DD, São Paulo). */
  date: string;
};

export type StockMovement = Numbered<StockMovementInput>;

function sourceAttributes(source: StockMovementSource): StoredItem {
  switch (source.reason) {
    case "inventory":
      return { inventoryId: source.inventoryId };
    case "entry":
    case "entry_reversal":
      return { entryId: source.entryId, entryItemId: source.entryItemId, accessKey: source.accessKey };
    default:
      return { operationId: source.operationId };
  }
}

function movementAttributes(movement: StockMovement): StoredItem {
  return {
    sequence: movement.sequence,
    productId: movement.productId,
    quantity: roundQuantity(movement.quantity),
    reason: movement.reason,
    ...sourceAttributes(movement),
    date: movement.date,
    recordedAt: movement.recordedAt,
  };
}

/** A movement as stored: the id of what moved the stock is the inventory's or the operation's, by reason. */
const readMovement = itemReader(
  z.object({
    sequence: stored.number(),
    productId: stored.number(),
    quantity: stored.number(),
    reason: stored.oneOf(STOCK_MOVEMENT_REASONS, "loss"),
    inventoryId: stored.number(),
    operationId: stored.number(),
    entryId: stored.number(),
    entryItemId: stored.number(),
    accessKey: stored.text(),
    date: stored.text(),
    recordedAt: stored.text(),
  }),
);

function stockMovementFromItem(item: StoredItem): StockMovement {
  const { inventoryId, operationId, entryId, entryItemId, accessKey, reason, ...movement } = readMovement(item);
  switch (reason) {
    case "inventory":
      return { ...movement, reason, inventoryId };
    case "entry":
    case "entry_reversal":
      return { ...movement, reason, entryId, entryItemId, accessKey };
    default:
      return { ...movement, reason, operationId };
  }
}

export const STOCK_MOVEMENTS_FEED: NumberedFeed<StockMovementInput> = {
  counter: "STOCKMOVE",
  partition: sourceKeys.stockMovementsPartition,
  key: sourceKeys.stockMovement,
  toItem: movementAttributes,
  fromItem: stockMovementFromItem,
};

/** "lostRace": only the movements' numbers were taken by another writer meanwhile (a new try fixes it). */
export type MovementRefusal = FeedRefusal;

/**
 * Numbers the movements next after the tenant's last and hands their writes (the counter's move, then the
 * movements) to `commit`, which sends them in one transaction with its own writes; retried while `refusal`
 * says another writer only took the numbers first (support/numbered-feed.ts). Answers what `commit` answered
 * and the movements stored.
 */
export async function commitWithStockMovements<T>(
  tenantId: string,
  movements: StockMovementInput[],
  commit: (movementWrites: WriteRequest[]) => Promise<T>,
  refusal: (error: unknown) => MovementRefusal,
): Promise<{ committed: T; movements: StockMovement[] }> {
  const { committed, entries } = await commitNumbered(tenantId, STOCK_MOVEMENTS_FEED, movements, commit, refusal);
  return { committed, movements: entries };
}

/**
 * Commits `requests` (the caller's writes, with their conditions) and the movements in one transaction; a
 * refusal by a condition of the caller's requests, which keep their positions in the transaction, is thrown
 * as it came. Answers the movements stored.
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
    (error) => feedRefusal(error, requests.length),
  );
  return written.movements;
}

/** Up to `limit` movements after number `after`, in order, all committed (support/numbered-feed.ts). */
export function readStockMovements(tenantId: string, after: number, limit: number): Promise<FeedPage<StockMovementInput>> {
  return readNumbered(tenantId, STOCK_MOVEMENTS_FEED, after, limit);
}

/** The number of the tenant's last stock movement (0 before the first), read consistently. */
export function lastStockMovement(tenantId: string): Promise<number> {
  return lastNumber(tenantId, STOCK_MOVEMENTS_FEED);
}
