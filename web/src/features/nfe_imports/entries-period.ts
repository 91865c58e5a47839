import { ENTRIES_DEFAULT_DAYS } from "../../../../shared/contracts/nfe-imports";
import { listPeriodOf } from "../../app/list-period";
import type { SalesPeriod } from "../../app/sales-period";
import type { EntriesSearch } from "./entries-search";

/** The period 'Entradas' shows: the URL's, else the API's default (the last 90 days, to today in São Paulo). */
export function entriesPeriodOf(search: EntriesSearch, now = new Date()): SalesPeriod {
  return listPeriodOf(search, ENTRIES_DEFAULT_DAYS, now);
}
