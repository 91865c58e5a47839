import { getRouteApi } from "@tanstack/react-router";
import { ORDER_ITEMS_LIST } from "./items-config";
import { OrderItemsList } from "./OrderItemsList";

const route = getRouteApi("/_auth/_section/purchase_orders/$pOrderId/items");

/** /purchase_orders/$pOrderId/items (spec §2.5): the order's items, footer 'Total do Pedido'. */
export function PurchaseOrderItemsPage() {
  const { pOrderId } = route.useParams();
  const items = route.useLoaderData();
  return <OrderItemsList orderId={pOrderId} config={ORDER_ITEMS_LIST} items={items} title="Itens do Pedido" crumb="Itens" />;
}
