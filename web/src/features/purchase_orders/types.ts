/** Purchasing rows as the API sends them (spec §3, §7: the entity fields in snake_case). */

/** Spec §3 PurchaseOrder; `price_quote_id` 0 means the order was not made from a quote. */
export interface PurchaseOrder {
  id: number;
  date: string;
  price_quote_id: number;
  supplier: string;
  deliver_date: string;
  total_cost: number;
  status: string;
}

/** Spec §3 PurchaseOrderItem. */
export interface PurchaseOrderItem {
  id: number;
  purchase_order_id: number;
  product_id: number;
  barcode: string;
  product: string;
  notable: boolean;
  quantity: number;
  unit: string;
  unit_cost: number;
  total_cost: number;
}

/** An order item with the product's current cost and the variation of the order's cost against it (percent). */
export interface PurchaseOrderItemVariation extends PurchaseOrderItem {
  actual_cost: number;
  variation: number;
}

/** Spec §3 price quote item participant: a supplier's informed cost for the product. */
export interface QuoteParticipant {
  id: number;
  supplier_id: number;
  supplier: string;
  unit: string;
  unit_cost: number;
}

/** Spec §3 product entry item (last entries): entry figures in the purchase unit, the rest in stock units. */
export interface ProductLastEntry {
  /** The entry item. */
  id: number;
  entry_id: number;
  entry_date: string;
  supplier_id: number;
  supplier: string;
  entry_quantity: number;
  entry_unit: string;
  entry_unit_cost: number;
  entry_fraction: number;
  quantity: number;
  unit: string;
  unit_cost: number;
}
