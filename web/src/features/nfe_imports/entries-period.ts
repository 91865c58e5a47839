import { defaultEntriesPeriod } from "../../../../shared/contracts/nfe-imports";
import { todayInSaoPaulo } from "../../../../shared/dates";
import { formatDate } from "../../app/format";
import { decodeSalesPeriod, type SalesPeriod } from "../../app/sales-period";
import type { EntriesSearch } from "./entries-search";

export const ENTRIES_PERIOD_TEXT = {
  title: "Período",
  required: "Preencha o campo 'Período'",
  period: (period: SalesPeriod) => `${formatDate(period.start)} a ${formatDate(period.end)}`,
} as const;

/** The period the screen shows: the URL's, else the API's default (the last 90 days, to today in São Paulo). */
export function entriesPeriodOf(search: EntriesSearch, now = new Date()): SalesPeriod {
  const chosen = search.period === undefined ? null : decodeSalesPeriod(search.period);
  return chosen ?? defaultEntriesPeriod(todayInSaoPaulo(now));
}
