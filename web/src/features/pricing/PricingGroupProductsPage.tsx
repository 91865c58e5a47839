import { getRouteApi } from "@tanstack/react-router";
import { PricingProductsList } from "./PricingProductsList";

const route = getRouteApi("/_auth/_section/pricing/$pricingId/$groupId/$pClass");

/** /pricing/$pricingId/$groupId/$pClass: a group's products, all or of one class (spec §2.9). */
export function PricingGroupProductsPage() {
  const { pricingId, groupId, pClass } = route.useParams();
  const { pricing } = route.useLoaderData();
  return <PricingProductsList pricingId={Number(pricingId)} pricingRead={pricing} groupId={Number(groupId)} view={pClass} />;
}
