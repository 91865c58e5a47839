
import { STOCK_TAKING_STATUSES, type StockTakingStatus } from "../../../shared/contracts/inventories";
import { tableName } from "../db";
import { Conflict } from "../errors";
import { sourceKeys } from "../keys";
import { countingInventoryId } from "./inventories";
import { putAllIf, putRequest, queryIndex, type StoredItem, writeAll } from "./support/dynamo";
import { num, oneOf as storedOneOf, str } from "./support/fields";
import { reserveIds } from "./support/ids";
import { quantity } from "./support/numbers";
import { copyProduct, type ProductCopy, productCopyFromItem } from "./support/product-copy";
import { groupNames, requireProducts } from "./support/refs";
import { lastById } from "./support/rows";
import { amount, isoDate, positiveId, record, sourceId } from "./support/wire";
import { QUANTITY } from "../../../shared/contracts/bounds";

/**
 * Stock takings (contagens, spec §3 StockTaking): counts of a product registered against the inventory in
 * counting, by the integration (open counts) and by the back office. Product fields are copied from the
 * product when the count arrives; currentStock is the product's stock then.
 * Ids: the source's ids are below 1,000,000,000; counts the back office creates take ids from
 * 1,000,000,000 on (newStockTakingIds), so the two never collide.
 *
 * Keys: pk T#<t>#STOCKTAKING, sk <id padded>;
 *       gsi1pk T#<t>#INVENTORY#<inventory id padded>#STOCKTAKING, gsi1sk <status>#<id padded>.
 * Access patterns:
 * - counts of an inventory, optionally of one status (GET /stock_taking?inventory_id=&status=):
 *   Query gsi1, begins_with <status>#.
 * - one count (fix, close, remove): GetItem.
 */

export interface StockTaking extends ProductCopy {
  id: number;
  takeDate: string;
  inventoryId: number;
  quantity: number;
  /** The product's stock when counted. */
  currentStock: number;
  status: StockTakingStatus;
}

export interface StockTakingInput {
  id: number;
  takeDate: string;
  productId: number;
  quantity: number;
}

export const APP_STOCK_TAKING_ID_BASE = 1_000_000_000;
/** Wire: { "id": 88001, "take_date": "2026-11-21", "product_id": 990001, "quantity": 38 } */
export const stockTakingWire = record({
  id: sourceId(APP_STOCK_TAKING_ID_BASE),
  take_date: isoDate(),
  product_id: positiveId(),
  quantity: amount(QUANTITY, "nonNegative"),
}).transform(
  (wire): StockTakingInput => ({ id: wire.id, takeDate: wire.take_date, productId: wire.product_id, quantity: wire.quantity }),
);

export function stockTakingFromItem(item: StoredItem): StockTaking {
  return {
    id: num(item, "id"),
    takeDate: str(item, "takeDate"),
    inventoryId: num(item, "inventoryId"),
    ...productCopyFromItem(item),
    quantity: num(item, "quantity"),
    currentStock: num(item, "currentStock"),
    status: storedOneOf(item, "status", STOCK_TAKING_STATUSES, "open"),
  };
}

/** The stored item of a count: keys and index follow its inventory and status. */
export function stockTakingItem(tenantId: string, count: StockTaking): StoredItem {
  return {
    ...sourceKeys.stockTaking(tenantId, count.id),
    gsi1pk: sourceKeys.stockTakingsOfInventory(tenantId, count.inventoryId),
    gsi1sk: sourceKeys.stockTakingByStatus(count.status, count.id),
    ...count,
    quantity: quantity(count.quantity),
    currentStock: quantity(count.currentStock),
  };
}

export async function listStockTakings(tenantId: string, inventoryId: number, status?: StockTakingStatus): Promise<StockTaking[]> {
  const items = await queryIndex(
    sourceKeys.stockTakingsOfInventory(tenantId, inventoryId),
    status ? { prefix: sourceKeys.stockTakingByStatus(status) } : {},
  );
  return items.map(stockTakingFromItem);
}


export function newStockTakingIds(tenantId: string, count: number): Promise<number[]> {
  return reserveIds(tenantId, "stockTaking", count, APP_STOCK_TAKING_ID_BASE);
}

export const STOCK_TAKING_MESSAGES = { noCountingInventory: "Não há Inventário em Contagem para registrar as contagens." };

/**
 * Registers counts from the source against the inventory in counting (409 when none). Idempotent by id: a
 * re-sent count updates it while it is still open in that inventory; counts already closed or applied are
 * left as they are. Answers how many were stored.
 */
export async function upsertStockTakings(tenantId: string, counts: StockTakingInput[]): Promise<{ stored: number }> {
  const inventoryId = await countingInventoryId(tenantId);
  if (inventoryId === undefined) throw new Conflict(STOCK_TAKING_MESSAGES.noCountingInventory);
  const rows = lastById(counts);
  const products = await requireProducts(
    tenantId,
    rows.map(({ index, value }) => ({ index, field: "product_id", id: value.productId })),
  );
  const groups = await groupNames(tenantId);
  const puts = rows.map(({ value }) => {
    const product = products.get(value.productId);
    const count: StockTaking = {
      id: value.id,
      takeDate: value.takeDate,
      inventoryId,
      ...copyProduct(value.productId, product, groups),
      quantity: value.quantity,
      currentStock: product?.stock ?? 0,
      status: "open",
    };
    return {
      Put: {
        TableName: tableName(),
        Item: stockTakingItem(tenantId, count),
        ConditionExpression: "attribute_not_exists(pk) OR (#status = :open AND inventoryId = :inventory)",
        ExpressionAttributeNames: { "#status": "status" },
        ExpressionAttributeValues: { ":open": "open", ":inventory": inventoryId },
      },
    };
  });
  const written = await putAllIf(puts);
  return { stored: written.filter(Boolean).length };
}

/** Writes complete counts as given (the demo store; the final write of the count transitions). */
export async function putStockTakings(tenantId: string, counts: StockTaking[]): Promise<void> {
  await writeAll(counts.map((count) => putRequest(stockTakingItem(tenantId, count))));
}
