import { listStockedProducts } from "../lib/entities/products";

/**
 * The ids of the products with a stock other than zero (the products an inventory should count), kept a few
 * minutes in a warm function. Nothing versions a product's stock, and reading the stock of the large store's
 * 15,000 products takes 0.5 to 1 s on DynamoDB Local (measured), more than the whole page may take; how many
 * products have stock moves only when one runs out or comes back, so minutes-old ids are good enough for the
 * inventory's progress, while the counts beside them are read live. Requests arriving while the ids are read
 * wait for that one read; a read that failed is not kept.
 */
const FRESH_MS = 5 * 60_000;

const kept = new Map<string, { readAt: number; ids: Promise<ReadonlySet<number>> }>();

export function clearStockedProductsCache(): void {
  kept.clear();
}

export function stockedProductIds(tenantId: string, now = Date.now()): Promise<ReadonlySet<number>> {
  const found = kept.get(tenantId);
  if (found && now - found.readAt < FRESH_MS) return found.ids;
  const ids = listStockedProducts(tenantId).then((products): ReadonlySet<number> => new Set(products.map((product) => product.id)));
  kept.set(tenantId, { readAt: now, ids });
  ids.catch(() => {
    if (kept.get(tenantId)?.ids === ids) kept.delete(tenantId);
  });
  return ids;
}
