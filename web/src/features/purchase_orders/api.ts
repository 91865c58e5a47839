import { getList, getOne } from "../../app/api";
import type { PurchaseOrderStatus } from "../../app/route-params";
import { MESSAGES, statusQuery } from "./labels";
import type { ProductLastEntry, PurchaseOrder, PurchaseOrderItem, PurchaseOrderItemVariation, QuoteParticipant } from "./types";

/** The purchasing calls of spec §7; each failure raises its §8 notification and reads as empty. */

export function fetchOrders(status: PurchaseOrderStatus): Promise<PurchaseOrder[]> {
  return getList<PurchaseOrder>("/purchase_orders", { query: { status: statusQuery(status) }, errorMessage: MESSAGES.ordersLoad });
}

/** The order itself, read for its price quote (spec §7 "price quote of an order lookup"). */
export function fetchOrder(orderId: string): Promise<PurchaseOrder | null> {
  return getOne<PurchaseOrder>(`/purchase_orders/${encodeURIComponent(orderId)}`, { errorMessage: MESSAGES.orderQuoteLoad(orderId) });
}

export function fetchOrderItems(orderId: string): Promise<PurchaseOrderItem[]> {
  return getList<PurchaseOrderItem>(`/purchase_orders/${encodeURIComponent(orderId)}/items`, { errorMessage: MESSAGES.itemsLoad });
}

export function fetchOrderItemsVariation(orderId: string): Promise<PurchaseOrderItemVariation[]> {
  return getList<PurchaseOrderItemVariation>(`/purchase_orders/${encodeURIComponent(orderId)}/items_variation`, {
    errorMessage: MESSAGES.variationLoad,
  });
}

export function fetchQuoteParticipants(priceQuoteId: number, productId: number): Promise<QuoteParticipant[]> {
  return getList<QuoteParticipant>("/price_quote/item_participants", {
    query: { price_quote_id: priceQuoteId, product_id: productId },
    errorMessage: MESSAGES.participantsLoad(productId, priceQuoteId),
  });
}

/** `since` as YYYY-MM-DD. */
export function fetchLastEntries(productId: number, since: string): Promise<ProductLastEntry[]> {
  return getList<ProductLastEntry>("/product_entries/item_last_entries", {
    query: { product_id: productId, entries_since: since },
    errorMessage: MESSAGES.lastEntriesLoad(productId),
  });
}
