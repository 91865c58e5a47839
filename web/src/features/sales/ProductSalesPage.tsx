import { getRouteApi } from "@tanstack/react-router";
import { SectionPage } from "../../app/SectionPage";
import { salesPeriodLabel } from "./period-label";
import { SALES_REPORT_LABELS } from "./report-types";

const route = getRouteApi("/_auth/_admin/product_sales/$period");

/** /product_sales/$period (spec §2.10). */
export function ProductSalesPage() {
  const { period } = route.useParams();
  return (
    <SectionPage
      title={SALES_REPORT_LABELS.product}
      trail={[{ text: SALES_REPORT_LABELS.product }, { text: salesPeriodLabel(period) }]}
    />
  );
}
