import { USE_AND_LOSS_DEFAULT_DAYS } from "../../../../shared/contracts/use-and-loss";
import { type ListPeriodSearch, listPeriodOf } from "../../app/list-period";
import type { SalesPeriod } from "../../app/sales-period";

/** The period of applied operations 'Uso/Perda' shows: the URL's, else the API's default (the last 90 days). */
export function useAndLossPeriodOf(search: ListPeriodSearch, now = new Date()): SalesPeriod {
  return listPeriodOf(search, USE_AND_LOSS_DEFAULT_DAYS, now);
}
