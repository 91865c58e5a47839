import { SectionPage } from "../../app/SectionPage";

/** /inventories (spec §2.7). */
export function InventoriesPage() {
  return <SectionPage title="Inventários" />;
}
