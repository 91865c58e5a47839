import { queryIndex } from "../../functions/lib/entities/support/dynamo";
import { sourceKeys } from "../../functions/lib/keys";
import { renderPurchaseOrder } from "../../functions/reports/purchase-order-render";
import { recentPeriod } from "../../shared/contracts/history-period";
import { PURCHASE_ORDERS_DEFAULT_DAYS } from "../../shared/contracts/purchasing";
import { todayInSaoPaulo } from "../../shared/dates";
import { writeOrderOfFirstProducts } from "../support/orders";
import { callRoute } from "./api";
import { sessionReads } from "./session";
import { type Measurement, type OneShot, WARM_LIST_TARGET } from "./types";

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

/**
 * The orders list as it opens ('Todos os Pedidos', the last 90 days) beside the raw read of what that window
 * needs: the open orders whole and the closed ones of the period, a range of their status index.
 */
export function purchaseOrdersMeasurements(context: { tenantId: string; cookie: string; userId: number }): Measurement[] {
  const { tenantId, cookie } = context;
  const sessionUser = sessionReads(context);
  const list = async () => {
    const answer = await callRoute("GET", "/api/purchase_orders", { cookie });
    if (answer.status !== 200) throw new Error(`GET /api/purchase_orders: ${answer.status}`);
    return answer;
  };
  return [
    {
      name: "GET /api/purchase_orders (todos, últimos 90 dias)",
      run: list,
      floor: () => {
        const period = recentPeriod(todayInSaoPaulo(), PURCHASE_ORDERS_DEFAULT_DAYS);
        return Promise.all([
          sessionUser(),
          queryIndex(sourceKeys.ordersByStatus(tenantId, "open")),
          queryIndex(sourceKeys.ordersByStatus(tenantId, "closed"), { from: period.start, to: `${period.end}$` }),
        ]);
      },
      detail: async () => {
        const answer = await list();
        return `${(answer.json() as { data?: unknown[] }).data?.length ?? 0} linhas, ${(answer.bytes / 1024).toFixed(1)} KB gzip`;
      },
      target: WARM_LIST_TARGET,
    },
  ];
}
