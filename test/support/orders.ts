import { listProducts, type Product } from "../../functions/lib/entities/products";
import { upsertPurchaseOrders } from "../../functions/purchasing/storage/purchase-orders";
import { listSuppliers } from "../../functions/lib/entities/suppliers";

/**
 * Writes (again) an open order of a store's first `items` products from its first supplier, as the store's ERP
 * would send it (the bench's orders to print, the printing browser test's). Answers the products, in order.
 */
export async function writeOrderOfFirstProducts(tenantId: string, order: { id: number; items: number; date: string }): Promise<Product[]> {
  const [products, suppliers] = await Promise.all([listProducts(tenantId), listSuppliers(tenantId)]);
  const supplier = suppliers[0];
  if (!supplier || products.length < order.items) throw new Error(`A loja não tem fornecedores ou ${order.items} produtos para o pedido ${order.id}.`);
  const chosen = products.slice(0, order.items);
  await upsertPurchaseOrders(tenantId, [
    {
      id: order.id,
      date: order.date,
      priceQuoteId: 0,
      supplierId: supplier.id,
      deliverDate: order.date,
      status: "open",
      items: chosen.map((product, index) => ({
        id: order.id * 1000 + index,
        productId: product.id,
        quantity: 1 + (index % 24),
        unitCost: product.cost,
      })),
    },
  ]);
  return chosen;
}
