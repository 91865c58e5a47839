/**
 * The purchasing area's contract (spec §3, §4, §7): order statuses and their pt-BR labels, and the rows the
 * API sends (the entity fields in snake_case).
 */

/**
 * GET /purchase_orders?status=&start_date=&end_date=: the period windows the closed orders by their date (the
 * order's day), by default the PURCHASE_ORDERS_DEFAULT_DAYS days up to today in São Paulo
 * (history-period.ts); open orders come whatever their date.
 */
export const PURCHASE_ORDERS_DEFAULT_DAYS = 90;

/** Spec §4 purchase order status. */
export const ORDER_STATUSES = ["open", "closed"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  open: "Aberto",
  closed: "Fechado",
};

/** The order list's status filter (GET /purchase_orders?status=, /purchase_orders/:status), in the order shown. */
export const ORDER_STATUS_FILTERS = ["all", ...ORDER_STATUSES] as const;
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];

/** The 'Status de Pedidos' dialog's options; also the list's title and breadcrumb. */
export const ORDER_STATUS_FILTER_LABELS: Readonly<Record<OrderStatusFilter, string>> = {
  all: "Todos os Pedidos",
  open: "Pedidos em Aberto",
  closed: "Pedidos Fechados",
};

/** Spec §3 PurchaseOrder; `price_quote_id` 0 means the order was not made from a quote. */
export interface PurchaseOrderRow {
  id: number;
  date: string;
  price_quote_id: number;
  supplier: string;
  deliver_date: string;
  total_cost: number;
  /** One of ORDER_STATUSES; the screens show 'Erro' for any other code (spec §4). */
  status: string;
}

/** Spec §3 PurchaseOrderItem. */
export interface PurchaseOrderItemRow {
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
export interface PurchaseOrderItemVariationRow extends PurchaseOrderItemRow {
  actual_cost: number;
  variation: number;
}

/** Spec §3 price quote: how many products and suppliers it has. */
export interface PriceQuoteRow {
  id: number;
  date: string;
  description: string;
  products: number;
  suppliers: number;
}

/** Spec §3 price quote item participant: a supplier's informed cost for the product. */
export interface QuoteParticipantRow {
  id: number;
  supplier_id: number;
  supplier: string;
  unit: string;
  unit_cost: number;
}

/** Spec §3 product entry item (last entries): entry figures in the purchase unit, the rest in stock units. */
export interface ProductLastEntryRow {
  /** The entry item's own id: one invoice may bring the same product on two lines. */
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
