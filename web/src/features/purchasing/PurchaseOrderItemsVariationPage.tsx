import { getRouteApi } from "@tanstack/react-router";
import { ORDER_ITEMS_VARIATION_LIST } from "./items-config";
import { OrderItemsList } from "./OrderItemsList";

const route = getRouteApi("/_auth/_section/purchase_orders/$pOrderId/items_variation");

/** /purchase_orders/$pOrderId/items_variation (spec §2.5): each item's order cost against its current cost. */
export function PurchaseOrderItemsVariationPage() {
  const { pOrderId } = route.useParams();
  const items = route.useLoaderData();
  return (
    <OrderItemsList
      orderId={pOrderId}
      config={ORDER_ITEMS_VARIATION_LIST}
      items={items}
      title="Variação de Custo dos Itens do Pedido"
      crumb="Variação de Custo"
    />
  );
}
