import type { ColumnDef, ListConfig } from "../../../web/src/lists/types";

/** A purchase-order-like row and list declaration shared by the list kit tests. */

export interface OrderRow {
  id: number;
  date: string;
  supplier: string;
  totalCost: number;
  margin: number;
  quantity: number;
  unit: string;
  status: string;
}

export const ORDER_COLUMNS: readonly ColumnDef<OrderRow>[] = [
  { id: "id", header: "Pedido", type: "integer" },
  { id: "date", header: "Data", type: "date" },
  { id: "supplier", header: "Fornecedor", type: "text" },
  { id: "quantity", header: "Quantidade", type: "quantity", unit: (row) => row.unit },
  { id: "totalCost", header: "Custo Total", type: "currency" },
  { id: "margin", header: "Margem", type: "percent" },
  {
    id: "status",
    header: "Status",
    type: "status",
    options: { open: { label: "Aberto", tone: "warning" }, closed: { label: "Fechado", tone: "success" } },
  },
];

export const ORDERS_LIST: ListConfig<OrderRow> = {
  section: "purchase_orders",
  listId: "orders",
  columns: ORDER_COLUMNS,
  defaultSort: [
    { key: "date", direction: "desc" },
    { key: "supplier", direction: "asc" },
  ],
  trackBy: "id",
  totals: [{ column: "totalCost", kind: "sum", label: "Total dos Pedidos" }],
};

export function order(id: number, overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id,
    date: "2025-03-07",
    supplier: `Fornecedor ${id}`,
    totalCost: id * 10.1,
    margin: 12.5,
    quantity: 1.5,
    unit: "KG",
    status: id % 2 === 0 ? "closed" : "open",
    ...overrides,
  };
}
