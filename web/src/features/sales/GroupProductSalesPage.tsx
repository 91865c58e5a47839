import { SectionPage } from "../../app/SectionPage";
import { SALES_REPORT_LABELS } from "./report-types";

/** /group_sales/$period/$groupId: the products of one group in the period (spec §2.10). */
export function GroupProductSalesPage() {
  return <SectionPage title={SALES_REPORT_LABELS.product} trail={[{ text: SALES_REPORT_LABELS.group }, { text: "Produtos" }]} />;
}
