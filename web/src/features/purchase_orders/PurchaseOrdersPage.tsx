import { getRouteApi } from "@tanstack/react-router";
import type { PurchaseOrderStatus } from "../../app/route-params";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_admin/purchase_orders/$status");

/** The 'Status de Pedidos' dialog's options (spec §2.5). */
const STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  all: "Todos os Pedidos",
  open: "Pedidos em Aberto",
  closed: "Pedidos Fechados",
};

/** /purchase_orders/$status (spec §2.5). */
export function PurchaseOrdersPage() {
  const { status } = route.useParams();
  return <SectionPage title="Pedidos" trail={[{ text: STATUS_LABELS[status] }]} />;
}
