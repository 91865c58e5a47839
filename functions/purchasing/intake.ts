/** Orders and quotes other areas send in (the integration). */
export { priceQuoteWire, upsertPriceQuotes } from "./storage/price-quotes";
export { purchaseOrderWire, upsertPurchaseOrders } from "./storage/purchase-orders";
