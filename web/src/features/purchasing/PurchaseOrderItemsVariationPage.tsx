import { getRouteApi } from "@tanstack/react-router";
import { fetchOrderItemsVariation } from "./api";
import { ORDER_ITEMS_VARIATION_LIST } from "./items-config";
import { OrderItemsList } from "./OrderItemsList";

const route = getRouteApi("/_auth/_section/purchase_orders/$pOrderId/items_variation");

/** /purchase_orders/$pOrderId/items_variation (spec §2.5): each item's order cost against its current cost. */
export function PurchaseOrderItemsVariationPage() {
  const { pOrderId } = route.useParams();
  return (
    <OrderItemsList
      orderId={pOrderId}
      config={ORDER_ITEMS_VARIATION_LIST}
      load={fetchOrderItemsVariation}
      title="Variação de Custo dos Itens do Pedido"
      crumb="Variação de Custo"
    />
  );
}
