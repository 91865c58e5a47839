import { listProducts } from "../../functions/lib/entities/products";
import { upsertPurchaseOrders } from "../../functions/lib/entities/purchase-orders";
import { listSuppliers } from "../../functions/lib/entities/suppliers";
import { renderPurchaseOrder } from "../../functions/reports/purchase-order/render";
import type { OneShot } from "./types";

/** An order id far above the demo store's, so the bench's order never mixes with them. */
const BENCH_ORDER_ID = 9_000_001;
const ITEMS = 200;

/** Writes (again) an open order of 200 of the store's products, as the integration API would. */
async function writeBenchOrder(tenantId: string, day: string): Promise<void> {
  const [products, suppliers] = await Promise.all([listProducts(tenantId), listSuppliers(tenantId)]);
  const supplier = suppliers[0];
  if (!supplier || products.length < ITEMS) throw new Error("A loja de demonstração não tem produtos ou fornecedores para o pedido do bench.");
  await upsertPurchaseOrders(tenantId, [
    {
      id: BENCH_ORDER_ID,
      date: day,
      priceQuoteId: 0,
      supplierId: supplier.id,
      deliverDate: day,
      status: "open",
      items: products.slice(0, ITEMS).map((product, index) => ({
        id: BENCH_ORDER_ID * 1000 + index,
        productId: product.id,
        quantity: 1 + (index % 24),
        unitCost: product.cost,
      })),
    },
  ]);
}

/** DESIGN §10: the printed order of 200 items renders in under 1.5 s (read, layout and PDF bytes). */
export function purchaseOrderPdfOneShot(tenantId: string, day: string): OneShot {
  return {
    name: `PDF do pedido de ${ITEMS} itens`,
    // Untimed: writes the order and renders it once, so fonts and modules are loaded as in a warm Lambda.
    warmup: async () => {
      await writeBenchOrder(tenantId, day);
      await renderPurchaseOrder(tenantId, { id: BENCH_ORDER_ID });
    },
    run: async () => {
      const pdf = await renderPurchaseOrder(tenantId, { id: BENCH_ORDER_ID });
      return `${(pdf.byteLength / 1024).toFixed(0)} KB`;
    },
    target: { maxMs: 1500 },
  };
}
