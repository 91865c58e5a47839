import { httpApi } from "../lib/request/http";
import { listPurchaseOrders, purchaseOrder, purchaseOrderItems, purchaseOrderItemsVariation } from "./orders";
import { priceQuote, productLastEntries, quoteItemParticipants } from "./quotes";

export const handler = httpApi("purchasing", {
  "GET /api/purchase_orders": listPurchaseOrders,
  "GET /api/purchase_orders/{id}": purchaseOrder,
  "GET /api/purchase_orders/{id}/items": purchaseOrderItems,
  "GET /api/purchase_orders/{id}/items_variation": purchaseOrderItemsVariation,
  "GET /api/price_quote/item_participants": quoteItemParticipants,
  "GET /api/price_quote/{id}": priceQuote,
  "GET /api/product_entries/item_last_entries": productLastEntries,
});
