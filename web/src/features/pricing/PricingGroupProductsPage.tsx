import { getRouteApi } from "@tanstack/react-router";
import { PRICING_CLASS_VIEW_LABELS } from "../../../../shared/contracts/pricing";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_section/pricing/$pricingId/$groupId/$pClass");

/** /pricing/$pricingId/$groupId/$pClass: a group's products, all or of one class (spec §2.9). */
export function PricingGroupProductsPage() {
  const { pricingId, pClass } = route.useParams();
  return (
    <SectionPage
      title="Produtos do Grupo da Precificação"
      trail={[{ text: `#${pricingId}` }, { text: "Grupos" }, { text: PRICING_CLASS_VIEW_LABELS[pClass] }]}
    />
  );
}
