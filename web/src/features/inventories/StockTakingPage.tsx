import { getRouteApi } from "@tanstack/react-router";
import type { CountStatus } from "../../app/route-params";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_admin/inventories/$inventoryId/stock_taking/{-$status}");

/** Breadcrumb labels of the count status filter (spec §2.7). */
const COUNT_STATUS_CRUMBS: Record<CountStatus, string> = {
  all: "Todas",
  open: "Abertas",
  closed: "Fechadas",
  applied: "Aplicadas",
};

/** /inventories/$inventoryId/stock_taking/$status? (spec §2.7). */
export function StockTakingPage() {
  const { inventoryId, status } = route.useParams();
  return (
    <SectionPage
      title="Contagem de Produtos"
      trail={[{ text: `#${inventoryId}` }, { text: "Contagem de Produtos" }, { text: COUNT_STATUS_CRUMBS[status ?? "all"] }]}
    />
  );
}
