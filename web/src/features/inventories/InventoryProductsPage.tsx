import { getRouteApi } from "@tanstack/react-router";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_section/inventories/$inventoryId/products");

/** /inventories/$inventoryId/products (spec §2.7). */
export function InventoryProductsPage() {
  const { inventoryId } = route.useParams();
  return (
    <SectionPage
      title="Produtos do Inventário"
      trail={[{ text: `#${inventoryId}` }, { text: "Produtos do Inventário" }]}
    />
  );
}
