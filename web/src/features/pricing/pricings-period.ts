import { PRICINGS_DEFAULT_DAYS } from "../../../../shared/contracts/pricing";
import { type ListPeriodSearch, listPeriodOf } from "../../app/list-period";
import type { SalesPeriod } from "../../app/sales-period";

/** The period of applied pricings 'Precificação' shows: the URL's, else the API's default (the last 365 days). */
export function pricingsPeriodOf(search: ListPeriodSearch, now = new Date()): SalesPeriod {
  return listPeriodOf(search, PRICINGS_DEFAULT_DAYS, now);
}
