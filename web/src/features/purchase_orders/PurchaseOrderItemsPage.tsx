import { getRouteApi } from "@tanstack/react-router";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_admin/purchase_orders/$pOrderId/items");

/** /purchase_orders/$pOrderId/items: breadcrumb shows the order number then Itens (spec §2.5). */
export function PurchaseOrderItemsPage() {
  const { pOrderId } = route.useParams();
  return <SectionPage title="Itens do Pedido" trail={[{ text: `#${pOrderId}` }, { text: "Itens" }]} />;
}
