import { type ReportValue, reportValueSchema } from "../../../../shared/contracts/reports";
import { decodeBase64Text } from "../../app/base64-text";
import { REPORT_ROUTES } from "./links";

/** The report a route's parameters name, or null when they do not name a valid one (links.ts writes them). */
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
