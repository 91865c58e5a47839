import type { PurchaseOrderRow } from "../../../../shared/contracts/purchasing";
import type { ListConfig } from "../../lists";
import { ORDER_STATUS_OPTIONS, quoteLabel } from "./labels";
import { ORDERS_LIST_ID } from "./links";

/** /purchase_orders/:status (spec §2.5, §3): default sort date, then supplier. */
export const ORDERS_LIST: ListConfig<PurchaseOrderRow> = {
  ...ORDERS_LIST_ID,
  trackBy: "id",
  columns: [
    // The order number is a code: an integer column would group thousands ("1.234").
    { id: "id", header: "Nº", type: "code" },
    { id: "date", header: "Data", type: "date" },
    { id: "price_quote_id", header: "Cotação", type: "text", value: (order) => quoteLabel(order.price_quote_id) },
    { id: "supplier", header: "Fornecedor", type: "text" },
    { id: "deliver_date", header: "Entrega", type: "date" },
    { id: "total_cost", header: "Total", type: "currency" },
    { id: "status", header: "Status", type: "status", options: ORDER_STATUS_OPTIONS },
  ],
  defaultSort: [
    { key: "date", direction: "asc" },
    { key: "supplier", direction: "asc" },
  ],
  totals: [{ column: "total_cost", kind: "sum", label: "Total dos Pedidos" }],
};
