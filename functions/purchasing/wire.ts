import type {
  PriceQuoteRow,
  ProductLastEntryRow,
  PurchaseOrderItemRow,
  PurchaseOrderRow,
  QuoteParticipantRow,
} from "../../shared/contracts/purchasing";
import type { PurchaseEntryItem } from "../lib/entities/entries";
import { snakeCased } from "../lib/entities/support/case";
import type { PriceQuote, QuoteParticipant } from "./storage/price-quotes";
import type { PurchaseOrder, PurchaseOrderItem } from "./storage/purchase-orders";

/** The purchasing entities as the area's contract sends them (spec §3 field names, snake_case). */
export function orderRow(order: PurchaseOrder): PurchaseOrderRow {
  return snakeCased(order, ["id", "date", "priceQuoteId", "supplier", "deliverDate", "totalCost", "status"]);
}

export function orderItemRow(item: PurchaseOrderItem, notable: boolean): PurchaseOrderItemRow {
  return {
    ...snakeCased(item, ["id", "purchaseOrderId", "productId", "barcode", "product", "quantity", "unit", "unitCost", "totalCost"]),
    notable,
  };
}

export function priceQuoteRow(quote: PriceQuote): PriceQuoteRow {
  return { id: quote.id, date: quote.date, description: quote.description, products: quote.products, suppliers: quote.suppliers };
}

export function participantRow(participant: QuoteParticipant): QuoteParticipantRow {
  return snakeCased(participant, ["id", "supplierId", "supplier", "unit", "unitCost"]);
}

export function lastEntryRow(item: PurchaseEntryItem): ProductLastEntryRow {
  return {
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
