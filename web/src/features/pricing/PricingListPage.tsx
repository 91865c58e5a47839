import { SectionPage } from "../../app/SectionPage";

/** /pricing (spec §2.9). */
export function PricingListPage() {
  return <SectionPage title="Precificação" />;
}
