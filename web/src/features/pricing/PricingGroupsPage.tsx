import { getRouteApi } from "@tanstack/react-router";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_section/pricing/$pricingId/groups");

/** /pricing/$pricingId/groups (spec §2.9). */
export function PricingGroupsPage() {
  const { pricingId } = route.useParams();
  return <SectionPage title="Grupos da Precificação" trail={[{ text: `#${pricingId}` }, { text: "Grupos" }]} />;
}
