import type { ReportName, ReportValue } from "../../../../shared/contracts/reports";
import { encodeBase64Text } from "../../app/base64-text";

/**
 * What other areas need to open a report (spec §2.2, §2.5): /open_report/:report/:data, where `data` is base64
 * of the report value as JSON, e.g. {"report":"purchase_order","id":12} under /open_report/purchase_orders/.
 */

/** The route segment each report opens under. */
export const REPORT_ROUTES: Readonly<Record<ReportName, string>> = {
  purchase_order: "purchase_orders",
};

export function encodeReportData(value: ReportValue): string {
  return encodeBase64Text(JSON.stringify(value));
}

/** The app path that opens a report, its data escaped for the URL. */
export function reportPath(value: ReportValue): string {
  return `/open_report/${REPORT_ROUTES[value.report]}/${encodeURIComponent(encodeReportData(value))}`;
}

/** Opens a report in a new tab (spec §2.5: printing an order). */
export function openReport(value: ReportValue): void {
  window.open(reportPath(value), "_blank");
}
