import type { PurchaseEntryItem } from "../lib/entities/entries";
import type { QuoteParticipant } from "../lib/entities/price-quotes";
import type { PurchaseOrder, PurchaseOrderItem } from "../lib/entities/purchase-orders";

/** Spec §3 field names, snake_case on the wire. */
export function orderRow(order: PurchaseOrder) {
  return {
    id: order.id,
    date: order.date,
    price_quote_id: order.priceQuoteId,
    supplier: order.supplier,
    deliver_date: order.deliverDate,
    total_cost: order.totalCost,
    status: order.status,
  };
}

export function orderItemRow(item: PurchaseOrderItem, notable: boolean) {
  return {
    id: item.id,
    purchase_order_id: item.purchaseOrderId,
    product_id: item.productId,
    barcode: item.barcode,
    product: item.product,
    notable,
    quantity: item.quantity,
    unit: item.unit,
    unit_cost: item.unitCost,
    total_cost: item.totalCost,
  };
}

export function participantRow(participant: QuoteParticipant) {
  return {
    id: participant.id,
    supplier_id: participant.supplierId,
    supplier: participant.supplier,
    unit: participant.unit,
    unit_cost: participant.unitCost,
  };
}

export function lastEntryRow(item: PurchaseEntryItem) {
  return {
    // The entry item's own id: one invoice may bring the same product on two lines.
    id: item.id,
    entry_id: item.entryId,
    entry_date: item.entryDate,
    supplier_id: item.supplierId,
    supplier: item.supplier,
    entry_quantity: item.entryQuantity,
    entry_unit: item.entryUnit,
    entry_unit_cost: item.entryUnitCost,
    entry_fraction: item.fraction,
    quantity: item.quantity,
    unit: item.unit,
    unit_cost: item.unitCost,
  };
}
