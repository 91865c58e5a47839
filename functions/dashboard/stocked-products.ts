import { stockedProducts } from "../lib/entities/stocked-products";

/** The ids of the products with a stock other than zero (the products an inventory should count), current. */
export async function stockedProductIds(tenantId: string): Promise<ReadonlySet<number>> {
  return new Set((await stockedProducts(tenantId)).map((product) => product.id));
}
