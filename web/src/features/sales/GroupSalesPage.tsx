import { getRouteApi } from "@tanstack/react-router";
import { SectionPage } from "../../app/SectionPage";
import { salesPeriodLabel } from "./period-label";
import { SALES_REPORT_LABELS } from "./report-types";

const route = getRouteApi("/_auth/_admin/group_sales/$period");

/** /group_sales/$period (spec §2.10). */
export function GroupSalesPage() {
  const { period } = route.useParams();
  return (
    <SectionPage
      title={SALES_REPORT_LABELS.group}
      trail={[{ text: SALES_REPORT_LABELS.group }, { text: salesPeriodLabel(period) }]}
    />
  );
}
