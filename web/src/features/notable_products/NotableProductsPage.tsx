import { SectionPage } from "../../app/SectionPage";

/** /notable_products (spec §2.11). */
export function NotableProductsPage() {
  return <SectionPage title="Produtos Notáveis" />;
}
