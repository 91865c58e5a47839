import { GetCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { db, tableName } from "../db";
import { keys, sourceKeys } from "../keys";
import { activeProductIdByBarcode, updateCatalog } from "./catalog";
import * as z from "zod";
import { getAll, getItem, putRequest, queryPartition, writeAll } from "./support/dynamo";
import { camelCased } from "./support/case";
import { counterOf, defineEntity, type EntityOf, stored } from "./support/entity";
import { money, quantity, rate, unitCost } from "./support/numbers";
import { amount, flag, ncmCode, percent, positiveId, record, text, unitCode } from "./support/wire";
import { PRICE, QUANTITY, UNIT_COST } from "../../../shared/contracts/bounds";

/**
 * Product, from the store's ERP: one item per product (15,000 at the large scale), plus the compact catalog
 * (catalog.ts) kept current here for searches.
 *
 * Keys: pk T#<t>#PRODUCT, sk <id padded>.
 * Access patterns:
 * - every product (aggregation, pricing, bench floor): Query pk, paginated.
 * - every product with stock (missing products of an inventory, the dashboard): stocked-products.ts.
 * - one product, or the products of a list of ids (order items, counts, use and loss, notable products):
 *   GetItem / BatchGetItem by id.
 * - search by description or barcode: the catalog document, not these items (a barcode then names the item).
 * Stock changes (inventory processing, use and loss applied) update the item in place.
 */
export const productEntity = defineEntity({
  keys: (tenantId, product) => sourceKeys.product(tenantId, product.id),
  item: z.object({
    id: stored.number(),
    barcode: stored.text(),
    description: stored.text(),
    groupId: stored.number(),
    unit: stored.text(),
    /** Current unit cost, up to 4 decimals. */
    cost: stored.number(),
    /** Sale price, 2 decimals. */
    price: stored.number(),
    /** ICMS rates in percent. */
    icmsOutRate: stored.number(),
    icmsInRate: stored.number(),
    /** NCM, 8 digits, when the ERP sends it (an NF-e line naming another is a warning). */
    ncm: stored.optionalText(),
    /** Stock in the product's unit, up to 3 decimals (may be negative). */
    stock: stored.number(),
    active: stored.flag(true),
  }),
});

export type Product = EntityOf<typeof productEntity>;

/**
 * Wire: { "id": 990001, "barcode": "7890000990001", "description": "ARROZ TIPO 1 5KG", "group_id": 12,
 * "unit": "UN", "cost": 10, "price": 15, "icms_out_rate": 18, "icms_in_rate": 12, "stock": 40, "active": true,
 * "ncm": "10063021" } — ncm optional.
 */
export const productWire = record({
  id: positiveId(),
  barcode: text(30),
  description: text(120),
  group_id: positiveId(),
  unit: unitCode(),
  cost: amount(UNIT_COST, "nonNegative"),
  price: amount(PRICE, "nonNegative"),
  icms_out_rate: percent(),
  icms_in_rate: percent(),
  ncm: ncmCode().optional(),
  stock: amount(QUANTITY, "signed"),
  active: flag(),
}).transform((wire): Product => ({ ...camelCased(wire), description: wire.description.toUpperCase() }));

/** Rounded as stored. */
export function normalizeProduct(product: Product): Product {
  return {
    ...product,
    cost: unitCost(product.cost),
    price: money(product.price),
    icmsOutRate: rate(product.icmsOutRate),
    icmsInRate: rate(product.icmsInRate),
    stock: quantity(product.stock),
  };
}

export const productFromItem = productEntity.fromItem;

export async function listProducts(tenantId: string): Promise<Product[]> {
  return (await queryPartition(sourceKeys.productsPartition(tenantId))).map(productFromItem);
}

export async function getProduct(tenantId: string, id: number): Promise<Product | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: sourceKeys.product(tenantId, id) }));
  return Item ? productFromItem(Item) : undefined;
}

/** The active product with this barcode (found in the catalog's barcode index), or undefined. */
export async function activeProductByBarcode(tenantId: string, barcode: string): Promise<Product | undefined> {
  const id = await activeProductIdByBarcode(tenantId, barcode);
  return id === undefined ? undefined : getProduct(tenantId, id);
}

/** The products of these ids that exist, by id. */
export async function getProducts(tenantId: string, ids: Iterable<number>): Promise<Map<number, Product>> {
  const items = await getAll([...new Set(ids)].map((id) => sourceKeys.product(tenantId, id)));
  return new Map(items.map(productFromItem).map((product) => [product.id, product]));
}

/** Idempotent by id (the last one of a batch wins); keeps the catalog current. */
export async function upsertProducts(tenantId: string, products: Product[]): Promise<void> {
  const byId = new Map(products.map((product) => [product.id, normalizeProduct(product)]));
  const rows = [...byId.values()];
  await writeAll(rows.map((product) => putRequest(productEntity.toItem(tenantId, product))));
  await updateCatalog(
    tenantId,
    rows.map(({ id, barcode, description, active, unit }) => ({ id, barcode, description, active, unit })),
  );
  await markProductsWritten(tenantId);
}

const PRODUCTS_WRITTEN = "PRODUCTS_WRITTEN";

/**
 * Counts the ERP's product writes, after them: with the stock movements' feed (the back office's stock
 * changes), it tells whether anything read from the products' stock is still current (stocked-products.ts).
 */
async function markProductsWritten(tenantId: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.counter(tenantId, PRODUCTS_WRITTEN),
      UpdateExpression: "ADD #value :one",
      ExpressionAttributeNames: { "#value": "value" },
      ExpressionAttributeValues: { ":one": 1 },
    }),
  );
}

/** How many product writes the ERP made (0 before the first), read consistently. */
export async function productWrites(tenantId: string): Promise<number> {
  const counter = await getItem(keys.counter(tenantId, PRODUCTS_WRITTEN), { consistent: true });
  return counter ? counterOf(counter).value : 0;
}
