import { renderPurchaseOrder } from "../../functions/reports/purchase-order-render";
import { writeOrderOfFirstProducts } from "../support/orders";
import type { OneShot } from "./types";

/** An order id far above the demo store's, so the bench's order never mixes with them. */
const BENCH_ORDER_ID = 9_000_001;
const ITEMS = 200;

/** DESIGN §10: the printed order of 200 items renders in under 1.5 s (read, layout and PDF bytes). */
export function purchaseOrderPdfOneShot(tenantId: string, day: string): OneShot {
  return {
    name: `PDF do pedido de ${ITEMS} itens`,
    // Untimed: writes the order and renders it once, so fonts and modules are loaded as in a warm Lambda.
    warmup: async () => {
      await writeOrderOfFirstProducts(tenantId, { id: BENCH_ORDER_ID, items: ITEMS, date: day });
      await renderPurchaseOrder(tenantId, { id: BENCH_ORDER_ID });
    },
    run: async () => {
      const pdf = await renderPurchaseOrder(tenantId, { id: BENCH_ORDER_ID });
      return `${(pdf.byteLength / 1024).toFixed(0)} KB`;
    },
    target: { maxMs: 1500 },
  };
}
