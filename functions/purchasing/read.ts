/** What other areas read of purchasing (the dashboard's open orders, the printed order, the integration's references). */
export { getOrderWithItems, listOrders, type PurchaseOrder, type PurchaseOrderInput } from "./storage/purchase-orders";
