import { getRouteApi } from "@tanstack/react-router";
import { fetchOrderItems } from "./api";
import { ORDER_ITEMS_LIST } from "./items-config";
import { OrderItemsList } from "./OrderItemsList";

const route = getRouteApi("/_auth/_section/purchase_orders/$pOrderId/items");

/** /purchase_orders/$pOrderId/items (spec §2.5): the order's items, footer 'Total do Pedido'. */
export function PurchaseOrderItemsPage() {
  const { pOrderId } = route.useParams();
  return <OrderItemsList orderId={pOrderId} config={ORDER_ITEMS_LIST} load={fetchOrderItems} title="Itens do Pedido" crumb="Itens" />;
}
