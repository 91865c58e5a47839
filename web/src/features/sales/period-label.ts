import { formatDate } from "../../app/format";
import { decodeSalesPeriod } from "./period";

/** "01/10/2025 a 30/10/2025" for a {period} route parameter; empty when it cannot be read. */
export function salesPeriodLabel(param: string): string {
  const period = decodeSalesPeriod(param);
  return period ? `${formatDate(period.start)} a ${formatDate(period.end)}` : "";
}
