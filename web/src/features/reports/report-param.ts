import { type ReportName, type ReportValue, reportValueSchema } from "../../../../shared/contracts/reports";
import { decodeBase64Text, encodeBase64Text } from "../../app/base64-text";

/**
 * What /open_report/:report/:data opens (spec §2.2, §2.5): `data` is base64 of the report value as JSON,
 * e.g. {"report":"purchase_order","id":12} under /open_report/purchase_orders/.
 */

/** The route segment each report opens under. */
export const REPORT_ROUTES: Readonly<Record<ReportName, string>> = {
  purchase_order: "purchase_orders",
};

export function encodeReportData(value: ReportValue): string {
  return encodeBase64Text(JSON.stringify(value));
}

/** The report a route's parameters name, or null when they do not name a valid one. */
export function decodeReportData(report: string, data: string | undefined): ReportValue | null {
  if (!data) return null;
  const text = decodeBase64Text(data);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = reportValueSchema.safeParse(json);
  if (!parsed.success || REPORT_ROUTES[parsed.data.report] !== report) return null;
  return parsed.data;
}

/** The app path that opens a report, its data escaped for the URL. */
export function reportPath(value: ReportValue): string {
  return `/open_report/${REPORT_ROUTES[value.report]}/${encodeURIComponent(encodeReportData(value))}`;
}

/** Opens a report in a new tab (spec §2.5: printing an order). */
export function openReport(value: ReportValue): void {
  window.open(reportPath(value), "_blank");
}
