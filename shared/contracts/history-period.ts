import { addDays, type IsoDay } from "../dates";
import { MAX_SALES_PERIOD_DAYS, type SalesPeriod } from "./sales";

/**
 * Lists of history (purchase entries, use and loss operations, inventories, pricings, purchase orders) open on
 * a recent window the user can widen: a period of days under the sales period's rule (in order, at most
 * MAX_SALES_PERIOD_DAYS days), asked as ?start_date=&end_date= (AAAA-MM-DD), by default the last `days` days
 * up to today in São Paulo. The screens open on the same default the API answers. No zod here: the screens'
 * route files load this with the first page (the query's schema is periodQueryFields, contracts/dates.ts).
 */
export function recentPeriod(end: IsoDay, days: number): SalesPeriod {
  return { start: addDays(end, -days), end };
}

/** A list's period refused, in pt-BR (the same words on every list of history). */
export const HISTORY_PERIOD_MESSAGE = `Período inválido: use 'start_date' e 'end_date' no formato AAAA-MM-DD, a inicial até a final, em até ${MAX_SALES_PERIOD_DAYS} dias.`;

/** Both ends given: the start on or before the end. */
export const periodInOrder = (query: { start_date?: string | undefined; end_date?: string | undefined }): boolean =>
  !query.start_date || !query.end_date || query.start_date <= query.end_date;
