import { getRouteApi } from "@tanstack/react-router";
import { SectionPage } from "../../app/SectionPage";
import { PRICING_CLASS_LABELS } from "./class-labels";

const route = getRouteApi("/_auth/_admin/pricing/$pricingId/$groupId/$pClass");

/** /pricing/$pricingId/$groupId/$pClass: a group's products, all or of one class (spec §2.9). */
export function PricingGroupProductsPage() {
  const { pricingId, pClass } = route.useParams();
  return (
    <SectionPage
      title="Produtos do Grupo da Precificação"
      trail={[{ text: `#${pricingId}` }, { text: "Grupos" }, { text: PRICING_CLASS_LABELS[pClass] }]}
    />
  );
}
