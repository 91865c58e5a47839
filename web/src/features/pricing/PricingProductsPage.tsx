import { getRouteApi } from "@tanstack/react-router";
import { PricingProductsList } from "./PricingProductsList";

const route = getRouteApi("/_auth/_section/pricing/$pricingId/$pClass");

/** /pricing/$pricingId/$pClass: the pricing's products, all or of one class (spec §2.9). */
export function PricingProductsPage() {
  const { pricingId, pClass } = route.useParams();
  const { pricing } = route.useLoaderData();
  return <PricingProductsList pricingId={Number(pricingId)} pricingRead={pricing} view={pClass} />;
}
