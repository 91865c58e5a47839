import { gunzipJson, gzipJson } from "../gzip-json";
import { padId, sourceKeys } from "../keys";
import { VersionedCache } from "../versioned-cache";
import { type Product, productEntity, productWrites } from "./products";
import { lastStockMovement } from "./stock-movements";
import { readDerivation, storeDerivation } from "./stored-derivations";
import { mapLimit } from "./support/concurrency";
import { firstOfPartition, queryAll, type StoredItem } from "./support/dynamo";
import { itemReader } from "./support/entity";

/**
 * The products with a stock other than zero (those an inventory should count: its missing products, the
 * dashboard's progress), current to the last stock change. Stock changes in two ways only: the ERP writes
 * products (productWrites counts them, after the writes) and the back office moves stock (each change
 * commits with its movement in the numbered feed). The two numbers sign the list: a warm function keeps it
 * by them, and the list read for them is stored (stored-derivations.ts), so only the first read after a
 * change reads the 15,000 products (0.5 to 1 s on DynamoDB Local); the others read two counters and one
 * small document.
 *
 * Access patterns: the two counters (GetItem each, consistent); the stored list (BatchGet); after a change,
 * 8 id ranges of the products queried side by side, projected and filtered to non-zero stock.
 */
/** What the missing products list of an inventory shows of a product. */
export type StockedProduct = Pick<Product, "id" | "barcode" | "description" | "unit" | "stock">;

/**
 * Ranges of product ids read side by side. Measured on DynamoDB Local with the large store (15,000 products,
 * 2 busy cores): one Query of the whole partition took 0.8 to 1.4 s (its pages one after the other); the same
 * products as 8 id ranges queried in parallel, projected to the five fields shown and filtered to non-zero
 * stock, 0.4 to 0.7 s; BatchGets by id (ids from the catalog) were slower still, 2 to 2.6 s.
 */
const RANGES = 8;

const PROJECTION = { "#id": "id", "#barcode": "barcode", "#description": "description", "#unit": "unit", "#stock": "stock" };

/** A product item projected to what the stocked list shows. */
const stockedProduct: (item: StoredItem) => StockedProduct = itemReader(
  productEntity.item.pick({ id: true, barcode: true, description: true, unit: true, stock: true }),
);
const productIdOf = itemReader(productEntity.item.pick({ id: true }));

/** The first or last product id of the tenant (undefined when it has none). */
async function edgeId(partition: string, descending: boolean): Promise<number | undefined> {
  const item = await firstOfPartition(partition, { descending, projection: ["id"] });
  return item ? productIdOf(item).id : undefined;
}

/** Every product with a stock other than zero (a Query per id range, side by side), in no particular order. */
async function readStockedProducts(tenantId: string): Promise<StockedProduct[]> {
  const partition = sourceKeys.productsPartition(tenantId);
  const [first, last] = await Promise.all([edgeId(partition, false), edgeId(partition, true)]);
  if (first === undefined || last === undefined) return [];
  const width = Math.ceil((last - first + 1) / RANGES);
  const ranges = Array.from({ length: RANGES }, (_, i) => [first + i * width, Math.min(last, first + (i + 1) * width - 1)] as const).filter(
    ([from, to]) => from <= to,
  );
  const pages = await mapLimit(ranges, RANGES, ([from, to]) =>
    queryAll({
      KeyConditionExpression: "pk = :pk AND sk BETWEEN :from AND :to",
      FilterExpression: "#stock <> :zero",
      ProjectionExpression: Object.keys(PROJECTION).join(", "),
      ExpressionAttributeNames: PROJECTION,
      ExpressionAttributeValues: { ":pk": partition, ":from": padId(from), ":to": padId(to), ":zero": 0 },
    }),
  );
  return pages.flat().map(stockedProduct);
}

const STORED_LIST = "stocked-products";
const MEMORY_ENTRIES = 200;
const kept = new VersionedCache<StockedProduct[]>(MEMORY_ENTRIES);

/** [id, barcode, description, unit, stock]: a product as stored in the list. */
type StoredProduct = [number, string, string, string, number];

function encode(products: readonly StockedProduct[]): Buffer {
  const rows: StoredProduct[] = products.map((product) => [product.id, product.barcode, product.description, product.unit, product.stock]);
  return gzipJson(rows);
}

function decode(bytes: Buffer): StockedProduct[] {
  const rows = gunzipJson<StoredProduct[]>(bytes);
  return rows.map(([id, barcode, description, unit, stock]) => ({ id, barcode, description, unit, stock }));
}

async function stockSignature(tenantId: string): Promise<string> {
  const [writes, movement] = await Promise.all([productWrites(tenantId), lastStockMovement(tenantId)]);
  return `${writes}:${movement}`;
}

/** Every product with a stock other than zero, by id. */
export async function stockedProducts(tenantId: string): Promise<readonly StockedProduct[]> {
  const signature = await stockSignature(tenantId);
  const found = kept.get(tenantId, signature);
  if (found) return found;
  const stored = await readDerivation(tenantId, STORED_LIST, signature);
  const products = stored ? decode(stored.bytes) : (await readStockedProducts(tenantId)).sort((a, b) => a.id - b.id);
  if (!stored) await storeDerivation(tenantId, STORED_LIST, signature, encode(products));
  kept.set(tenantId, signature, products, 1);
  return products;
}
