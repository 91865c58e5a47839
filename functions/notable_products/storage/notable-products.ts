import * as z from "zod";
import { DeleteCommand, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../../lib/db";
import { sourceKeys } from "../../lib/keys";
import { isConditionFailure } from "../../lib/transactions";
import { putRequest, queryPartition, updateIf, writeAll } from "../../lib/entities/support/dynamo";
import { defineEntity, type EntityOf, stored } from "../../lib/entities/support/entity";
import { rate } from "../../lib/entities/support/numbers";
import { requireProducts } from "../../lib/entities/refs";
import { unchangedSince, VERSION_ATTRIBUTE } from "../../lib/entities/support/versions";

/**
 * Notable products (spec §3 NotableProduct): products the store watches with a desired margin (percent),
 * kept in the back office (not sent by the integration). The product's description is copied when flagged.
 *
 * Keys: pk T#<t>#NOTABLE, sk <product id padded>.
 * Access patterns:
 * - every notable product (list, the notable flag on every product list, notable loss of a pricing): Query pk.
 * - one (edit, remove by product id): GetItem.
 * The screen's writes are conditional (flag: not notable yet; change and remove: still notable, and when the
 * caller names the version it read, still that version), so of two overlapping requests the loser is told, a
 * change never brings back a product unflagged meanwhile, and an edit from a screen read before another save
 * does not overwrite it. Every write here bumps `version` (support/versions.ts; none stored reads as 0).
 */
export const notableEntity = defineEntity({
  keys: (tenantId, notable) => sourceKeys.notable(tenantId, notable.productId),
  item: z.object({ productId: stored.number(), product: stored.text(), desiredMargin: stored.number(), [VERSION_ATTRIBUTE]: stored.number() }),
});

export type NotableProduct = EntityOf<typeof notableEntity>;

export const notableFromItem = notableEntity.fromItem;

export async function listNotableProducts(tenantId: string): Promise<NotableProduct[]> {
  return (await queryPartition(sourceKeys.notablePartition(tenantId))).map(notableFromItem);
}

export async function getNotableProduct(tenantId: string, productId: number): Promise<NotableProduct | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sourceKeys.notable(tenantId, productId), ConsistentRead: true }));
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
  // The demo store's flags: a fresh record each, version 1.
  const notables = latest.map((row) => ({
    productId: row.productId,
    product: products.get(row.productId)?.description ?? "",
    desiredMargin: rate(row.desiredMargin),
    version: 1,
  }));
  await writeAll(notables.map((notable) => putRequest(notableEntity.toItem(tenantId, notable))));
  return notables;
}

/** Flags a product not yet notable; undefined when it already is (exactly one of two parallel flags wins). */
export async function createNotableProduct(
  tenantId: string,
  notable: Omit<NotableProduct, "version">,
): Promise<NotableProduct | undefined> {
  const flagged: NotableProduct = { ...notable, desiredMargin: rate(notable.desiredMargin), version: 1 };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: notableEntity.toItem(tenantId, flagged),
        ConditionExpression: "attribute_not_exists(pk)",
      }),
    );
    return flagged;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Still notable, and at version `read` when given (none given: whatever its version). The condition of a
 * change or removal.
 */
function stillNotable(read: number | undefined) {
  if (read === undefined) return { ConditionExpression: "attribute_exists(pk)" };
  return unchangedSince({ [VERSION_ATTRIBUTE]: read });
}

/**
 * Changes a notable product's description and desired margin, bumping its version; undefined when it is no
 * longer notable (never brought back) or, when `read` is given, no longer at that version.
 */
export async function changeNotableProduct(
  tenantId: string,
  notable: Omit<NotableProduct, "version">,
  read: number | undefined,
): Promise<NotableProduct | undefined> {
  const condition = stillNotable(read);
  const updated = await updateIf(sourceKeys.notable(tenantId, notable.productId), {
    UpdateExpression: "SET #product = :product, #margin = :margin ADD #version :one",
    ConditionExpression: condition.ConditionExpression,
    ExpressionAttributeNames: { "#product": "product", "#margin": "desiredMargin", "#version": VERSION_ATTRIBUTE, ...condition.ExpressionAttributeNames },
    ExpressionAttributeValues: { ":product": notable.product, ":margin": rate(notable.desiredMargin), ":one": 1, ...condition.ExpressionAttributeValues },
    ReturnValues: "ALL_NEW",
  });
  return updated ? notableFromItem(updated) : undefined;
}

/** Unflags a product; false when it was not notable (anymore) or, when `read` is given, no longer at that version. */
export async function deleteNotableProduct(tenantId: string, productId: number, read?: number): Promise<boolean> {
  try {
    await db().send(new DeleteCommand({ TableName: tableName(), Key: sourceKeys.notable(tenantId, productId), ...stillNotable(read) }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
