import { getRouteApi } from "@tanstack/react-router";
import { PRICING_CLASS_VIEW_LABELS } from "../../../../shared/contracts/pricing";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_section/pricing/$pricingId/$pClass");

/** /pricing/$pricingId/$pClass: the pricing's products, all or of one class (spec §2.9). */
export function PricingProductsPage() {
  const { pricingId, pClass } = route.useParams();
  return (
    <SectionPage
      title="Produtos da Precificação"
      trail={[{ text: `#${pricingId}` }, { text: PRICING_CLASS_VIEW_LABELS[pClass] }]}
    />
  );
}
