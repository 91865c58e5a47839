import type { PurchaseOrderItemRow, PurchaseOrderItemVariationRow } from "../../../../shared/contracts/purchasing";
import type { ColumnDef, ListConfig } from "../../lists";
import { variationTone } from "./labels";
import { notableFlagCell } from "../../app/notable-flags/NotableFlags";

/**
 * The columns both item lists start with: barcode, product id, product (notable marked), quantity with
 * unit. Product names get the room the figures leave.
 */
function productColumns<T extends PurchaseOrderItemRow>(): ColumnDef<T>[] {
  return [
    { id: "barcode", header: "Cód. Barras", type: "text" },
    { id: "product_id", header: "Código", type: "code" },
    { id: "product", header: "Produto", type: "text", cell: notableFlagCell },
    { id: "quantity", header: "Quantidade", type: "quantity", unit: (item) => item.unit },
  ];
}

/** On a phone's cards: the product's name, its code and barcode small under it. */
const PRODUCT_CARD_TITLE = ["product", "product_id", "barcode"];

/** /purchase_orders/:pOrderId/items (spec §2.5): footer 'Total do Pedido' sums the total cost. */
export const ORDER_ITEMS_LIST: ListConfig<PurchaseOrderItemRow> = {
  section: "purchase_orders",
  listId: "items",
  trackBy: "id",
  cardTitle: PRODUCT_CARD_TITLE,
  columns: [
    ...productColumns<PurchaseOrderItemRow>(),
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
  cardTitle: PRODUCT_CARD_TITLE,
  columns: [
    ...productColumns<PurchaseOrderItemVariationRow>(),
    { id: "actual_cost", header: "Custo Atual", type: "unitCost" },
    { id: "unit_cost", header: "Valor do Pedido", type: "unitCost" },
    { id: "variation", header: "Variação", type: "percent", tone: (item) => variationTone(item.variation) },
  ],
  defaultSort: [{ key: "product", direction: "asc" }],
  lockLastColumn: true,
};
