import { SectionPage } from "../../app/SectionPage";
import { SALES_REPORT_LABELS } from "./report-types";

/** /daily_sale/$salesDate/$groupId/products: one day's sales of a group's products (spec §2.10). */
export function DayGroupProductSalesPage() {
  return (
    <SectionPage
      title={SALES_REPORT_LABELS.product}
      trail={[{ text: SALES_REPORT_LABELS.daily }, { text: "Grupos" }, { text: "Produtos" }]}
    />
  );
}
