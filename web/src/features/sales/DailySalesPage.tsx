import { getRouteApi } from "@tanstack/react-router";
import { SectionPage } from "../../app/SectionPage";
import { salesPeriodLabel } from "./period-label";
import { SALES_REPORT_LABELS } from "./report-types";

const route = getRouteApi("/_auth/_admin/daily_sales/$period");

/** /daily_sales/$period (spec §2.10). */
export function DailySalesPage() {
  const { period } = route.useParams();
  return (
    <SectionPage
      title={SALES_REPORT_LABELS.daily}
      trail={[{ text: SALES_REPORT_LABELS.daily }, { text: salesPeriodLabel(period) }]}
    />
  );
}
