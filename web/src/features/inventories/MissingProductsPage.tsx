import { getRouteApi } from "@tanstack/react-router";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_section/inventories/$inventoryId/missing_products");

/** /inventories/$inventoryId/missing_products (spec §2.7). */
export function MissingProductsPage() {
  const { inventoryId } = route.useParams();
  return <SectionPage title="Produtos Faltantes" trail={[{ text: `#${inventoryId}` }, { text: "Produtos Faltantes" }]} />;
}
