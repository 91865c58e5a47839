import { listNotableProducts } from "../lib/entities/notable-products";

/** Ids of the tenant's notable products (the `notable` flag of product sales rows). */
export async function notableProductIds(tenantId: string): Promise<Set<number>> {
  return new Set((await listNotableProducts(tenantId)).map((notable) => notable.productId));
}
