import { getRouteApi } from "@tanstack/react-router";
import { STOCK_TAKING_STATUS_FILTER_LABELS } from "../../../../shared/contracts/inventories";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_section/inventories/$inventoryId/stock_taking/{-$status}");

/** /inventories/$inventoryId/stock_taking/$status? (spec §2.7). */
export function StockTakingPage() {
  const { inventoryId, status } = route.useParams();
  return (
    <SectionPage
      title="Contagem de Produtos"
      trail={[{ text: `#${inventoryId}` }, { text: "Contagem de Produtos" }, { text: STOCK_TAKING_STATUS_FILTER_LABELS[status ?? "all"] }]}
    />
  );
}
