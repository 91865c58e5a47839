import { getRouteApi } from "@tanstack/react-router";
import { SectionPage } from "../../app/SectionPage";

const route = getRouteApi("/_auth/_section/pricing/$pricingId/notable_loss");

/** /pricing/$pricingId/notable_loss (spec §2.9). */
export function PricingNotableLossPage() {
  const { pricingId } = route.useParams();
  return <SectionPage title="Perda Notável" trail={[{ text: `#${pricingId}` }, { text: "Perda Notável" }]} />;
}
