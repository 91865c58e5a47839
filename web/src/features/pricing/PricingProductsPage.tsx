import { getRouteApi } from "@tanstack/react-router";
import { SectionPage } from "../../app/SectionPage";
import { PRICING_CLASS_LABELS } from "./class-labels";

const route = getRouteApi("/_auth/_admin/pricing/$pricingId/$pClass");

/** /pricing/$pricingId/$pClass: the pricing's products, all or of one class (spec §2.9). */
export function PricingProductsPage() {
  const { pricingId, pClass } = route.useParams();
  return (
    <SectionPage
      title="Produtos da Precificação"
      trail={[{ text: `#${pricingId}` }, { text: PRICING_CLASS_LABELS[pClass] }]}
    />
  );
}
