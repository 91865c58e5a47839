import { getRouteApi } from "@tanstack/react-router";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_admin/purchase_orders/$pOrderId/items_variation");

/** /purchase_orders/$pOrderId/items_variation (spec §2.5). */
export function PurchaseOrderItemsVariationPage() {
  const { pOrderId } = route.useParams();
  return (
    <SectionPage title="Variação de Custo dos Itens do Pedido" trail={[{ text: `#${pOrderId}` }, { text: "Variação de Custo" }]} />
  );
}
