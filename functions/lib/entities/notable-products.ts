import { DeleteCommand, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../db";
import { sourceKeys } from "../keys";
import { isConditionFailure } from "../transactions";
import { putRequest, queryPartition, type StoredItem, writeAll } from "./support/dynamo";
import { num, str } from "./support/fields";
import { rate } from "./support/numbers";
import { requireProducts } from "./support/refs";

/**
 * Notable products (spec §3 NotableProduct): products the store watches with a desired margin (percent),
 * kept in the back office (not sent by the integration). The product's description is copied when flagged.
 *
 * Keys: pk T#<t>#NOTABLE, sk <product id padded>.
 * Access patterns:
 * - every notable product (list, the notable flag on every product list, notable loss of a pricing): Query pk.
 * - one (edit, remove by product id): GetItem.
 * The screen's writes are conditional (flag: not notable yet; change and remove: still notable), so of two
 * overlapping requests the loser is told, and a change never brings back a product unflagged meanwhile.
 */
export interface NotableProduct {
  productId: number;
  product: string;
  desiredMargin: number;
}

export function notableFromItem(item: StoredItem): NotableProduct {
  return { productId: num(item, "productId"), product: str(item, "product"), desiredMargin: num(item, "desiredMargin") };
}

export async function listNotableProducts(tenantId: string): Promise<NotableProduct[]> {
  return (await queryPartition(sourceKeys.notablePartition(tenantId))).map(notableFromItem);
}

export async function getNotableProduct(tenantId: string, productId: number): Promise<NotableProduct | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sourceKeys.notable(tenantId, productId) }));
  return Item ? notableFromItem(Item) : undefined;
}

/**
 * Flags products (or changes their desired margin) whatever they were, as the demo store does; every product
 * must exist (400 naming the first that does not).
 */
export async function putNotableProducts(tenantId: string, rows: { productId: number; desiredMargin: number }[]): Promise<NotableProduct[]> {
  const products = await requireProducts(
    tenantId,
    rows.map((row, index) => ({ index, field: "product_id", id: row.productId })),
  );
  const latest = [...new Map(rows.map((row) => [row.productId, row])).values()];
  const notables = latest.map((row) => ({
    productId: row.productId,
    product: products.get(row.productId)?.description ?? "",
    desiredMargin: rate(row.desiredMargin),
  }));
  await writeAll(notables.map((notable) => putRequest({ ...sourceKeys.notable(tenantId, notable.productId), ...notable })));
  return notables;
}

/** Puts one notable product if the condition holds; answers what was stored, or undefined when it did not. */
async function putIf(tenantId: string, notable: NotableProduct, condition: string): Promise<NotableProduct | undefined> {
  const stored = { ...notable, desiredMargin: rate(notable.desiredMargin) };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...sourceKeys.notable(tenantId, notable.productId), ...stored },
        ConditionExpression: condition,
      }),
    );
    return stored;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Flags a product not yet notable; undefined when it already is (exactly one of two parallel flags wins). */
export function createNotableProduct(tenantId: string, notable: NotableProduct): Promise<NotableProduct | undefined> {
  return putIf(tenantId, notable, "attribute_not_exists(pk)");
}

/** Changes a notable product; undefined when it is no longer notable (never brought back). */
export function changeNotableProduct(tenantId: string, notable: NotableProduct): Promise<NotableProduct | undefined> {
  return putIf(tenantId, notable, "attribute_exists(pk)");
}

/** Unflags a product; false when it was not notable (anymore). */
export async function deleteNotableProduct(tenantId: string, productId: number): Promise<boolean> {
  try {
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: sourceKeys.notable(tenantId, productId), ConditionExpression: "attribute_exists(pk)" }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
