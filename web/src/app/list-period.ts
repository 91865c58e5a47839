// zod/mini, as the app's other route schemas: they load with the first page.
import * as z from "zod/mini";
import { recentPeriod } from "../../../shared/contracts/history-period";
import { todayInSaoPaulo } from "../../../shared/dates";
import { formatDate } from "./format";
import { decodeSalesPeriod, encodeSalesPeriod, type SalesPeriod } from "./sales-period";

/**
 * The period of a list of history ('Entradas', 'Uso e Perda'): ?period= in the URL (base64 of 'start,end', as
 * the sales screens' {period}), so a reload, a new tab or the browser's back button keep it; a value that
 * does not decode is dropped (the screen opens on the default period), never a 404. The default is the API's:
 * the list's last N days up to today in São Paulo (shared/contracts/history-period.ts).
 */
export const LIST_PERIOD_TEXT = {
  title: "Período",
  required: "Preencha o campo 'Período'",
  period: (period: SalesPeriod) => `${formatDate(period.start)} a ${formatDate(period.end)}`,
} as const;

export const listPeriodSearchSchema = z.object({
  period: z.catch(z.optional(z.string().check(z.refine((text) => decodeSalesPeriod(text) !== null))), undefined),
});

export type ListPeriodSearch = z.infer<typeof listPeriodSearchSchema>;

export function listPeriodSearch(period: SalesPeriod): ListPeriodSearch {
  return { period: encodeSalesPeriod(period) };
}

/** The period a list shows: the URL's, else the last `defaultDays` days to today in São Paulo. */
export function listPeriodOf(search: ListPeriodSearch, defaultDays: number, now = new Date()): SalesPeriod {
  const chosen = search.period === undefined ? null : decodeSalesPeriod(search.period);
  return chosen ?? recentPeriod(todayInSaoPaulo(now), defaultDays);
}
