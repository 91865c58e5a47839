import { SectionPage } from "../../app/SectionPage";
import { SALES_REPORT_LABELS } from "./report-types";

/** /daily_sale/$salesDate/groups: one day's sales by group (spec §2.10). */
export function DayGroupSalesPage() {
  return <SectionPage title={SALES_REPORT_LABELS.group} trail={[{ text: SALES_REPORT_LABELS.daily }, { text: "Grupos" }]} />;
}
