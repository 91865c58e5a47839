import type {
  OrderStatusFilter,
  ProductLastEntryRow,
  PurchaseOrderItemRow,
  PurchaseOrderItemVariationRow,
  PurchaseOrderRow,
  QuoteParticipantRow,
} from "../../../../shared/contracts/purchasing";
import type { SalesPeriod } from "../../app/sales-period";
import { getList, getOne } from "../../app/api";
import { MESSAGES, statusQuery } from "./labels";

/** The purchasing calls of spec §7; each failure raises its §8 notification and reads as empty. */

/** The orders of a status: the closed ones of the period, the open ones whatever their date. */
export function fetchOrders(status: OrderStatusFilter, period: SalesPeriod): Promise<PurchaseOrderRow[]> {
  return getList<PurchaseOrderRow>("/purchase_orders", {
    query: { status: statusQuery(status), start_date: period.start, end_date: period.end },
    errorMessage: MESSAGES.ordersLoad,
  });
}

/** The order itself, read for its price quote (spec §7 "price quote of an order lookup"). */
export function fetchOrder(orderId: string): Promise<PurchaseOrderRow | null> {
  return getOne<PurchaseOrderRow>(`/purchase_orders/${encodeURIComponent(orderId)}`, { errorMessage: MESSAGES.orderQuoteLoad(orderId) });
}

export function fetchOrderItems(orderId: string): Promise<PurchaseOrderItemRow[]> {
  return getList<PurchaseOrderItemRow>(`/purchase_orders/${encodeURIComponent(orderId)}/items`, { errorMessage: MESSAGES.itemsLoad });
}

export function fetchOrderItemsVariation(orderId: string): Promise<PurchaseOrderItemVariationRow[]> {
  return getList<PurchaseOrderItemVariationRow>(`/purchase_orders/${encodeURIComponent(orderId)}/items_variation`, {
    errorMessage: MESSAGES.variationLoad,
  });
}

export function fetchQuoteParticipants(priceQuoteId: number, productId: number): Promise<QuoteParticipantRow[]> {
  return getList<QuoteParticipantRow>("/price_quote/item_participants", {
    query: { price_quote_id: priceQuoteId, product_id: productId },
    errorMessage: MESSAGES.participantsLoad(productId, priceQuoteId),
  });
}

/** `since` as YYYY-MM-DD. */
export function fetchLastEntries(productId: number, since: string): Promise<ProductLastEntryRow[]> {
  return getList<ProductLastEntryRow>("/product_entries/item_last_entries", {
    query: { product_id: productId, entries_since: since },
    errorMessage: MESSAGES.lastEntriesLoad(productId),
  });
}
