import { SectionPage } from "../../app/SectionPage";
import { SALES_REPORT_LABELS } from "./report-types";

/** /daily_sale/$salesDate/products: one day's sales by product (spec §2.10). */
export function DayProductSalesPage() {
  return <SectionPage title={SALES_REPORT_LABELS.product} trail={[{ text: SALES_REPORT_LABELS.daily }, { text: "Produtos" }]} />;
}
