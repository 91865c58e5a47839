import { padId, sourceKeys } from "../lib/keys";
import { mapLimit } from "../lib/entities/support/concurrency";
import { firstOfPartition, queryAll, type StoredItem } from "../lib/entities/support/dynamo";
import { num, str } from "../lib/entities/support/fields";
import type { Product } from "../lib/entities/products";

/** What the missing products list shows of a product. */
export type StockedProduct = Pick<Product, "id" | "barcode" | "description" | "unit" | "stock">;

/**
 * Ranges of product ids read side by side. Measured on DynamoDB Local with the large store (15,000 products,
 * 2 busy cores): one Query of the whole partition took 0.8 to 1.4 s (its pages one after the other); the same
 * products as 8 id ranges queried in parallel, projected to the five fields shown and filtered to non-zero
 * stock, 0.4 to 0.7 s; BatchGets by id (ids from the catalog) were slower still, 2 to 2.6 s.
 */
const RANGES = 8;

const PROJECTION = { "#id": "id", "#barcode": "barcode", "#description": "description", "#unit": "unit", "#stock": "stock" };

function stockedProduct(item: StoredItem): StockedProduct {
  return { id: num(item, "id"), barcode: str(item, "barcode"), description: str(item, "description"), unit: str(item, "unit"), stock: num(item, "stock") };
}

/** The first or last product id of the tenant (undefined when it has none). */
async function edgeId(partition: string, descending: boolean): Promise<number | undefined> {
  const item = await firstOfPartition(partition, { descending, projection: ["id"] });
  return item ? num(item, "id") : undefined;
}

/** Every product with a stock other than zero (a Query per id range, side by side), in no particular order. */
export async function listStockedProducts(tenantId: string): Promise<StockedProduct[]> {
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
