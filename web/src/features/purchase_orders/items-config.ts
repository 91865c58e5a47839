import type { PurchaseOrderItemRow, PurchaseOrderItemVariationRow } from "../../../../shared/contracts/purchasing";
import type { ColumnDef, ListConfig } from "../../lists";
import { variationTone } from "./labels";
import { notableFlagCell } from "../notable_products/NotableFlags";

/**
 * The columns both item lists start with: barcode, product id, product (notable marked), quantity with
 * unit. The code column is narrowed to what its header needs; product names get the room.
 */
function productColumns<T extends PurchaseOrderItemRow>(productWidth: number): ColumnDef<T>[] {
  return [
    { id: "barcode", header: "Cód. Barras", type: "text", width: 175 },
    { id: "product_id", header: "Código", type: "code" },
    { id: "product", header: "Produto", type: "text", cell: notableFlagCell, width: productWidth },
    { id: "quantity", header: "Quantidade", type: "quantity", unit: (item) => item.unit },
  ];
}

/** /purchase_orders/:pOrderId/items (spec §2.5): footer 'Total do Pedido' sums the total cost. */
export const ORDER_ITEMS_LIST: ListConfig<PurchaseOrderItemRow> = {
  section: "purchase_orders",
  listId: "items",
  trackBy: "id",
  columns: [
    ...productColumns<PurchaseOrderItemRow>(175),
    { id: "unit_cost", header: "Custo Unitário", type: "unitCost" },
    { id: "total_cost", header: "Custo Total", type: "currency" },
  ],
  defaultSort: [{ key: "product", direction: "asc" }],
  totals: [{ column: "total_cost", kind: "sum", label: "Total do Pedido" }],
};

/**
 * /purchase_orders/:pOrderId/items_variation (spec §2.5): the variation as a red/amber/green badge, kept
 * in view at the right when the columns run wider than the screen.
 */
export const ORDER_ITEMS_VARIATION_LIST: ListConfig<PurchaseOrderItemVariationRow> = {
  section: "purchase_orders",
  listId: "items_variation",
  trackBy: "id",
  columns: [
    ...productColumns<PurchaseOrderItemVariationRow>(200),
    { id: "actual_cost", header: "Custo Atual", type: "unitCost" },
    { id: "unit_cost", header: "Valor do Pedido", type: "unitCost" },
    { id: "variation", header: "Variação", type: "percent", tone: (item) => variationTone(item.variation) },
  ],
  defaultSort: [{ key: "product", direction: "asc" }],
  lockLastColumn: true,
};
