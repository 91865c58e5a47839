import { type IsoDay, todayInSaoPaulo } from "../../../../shared/dates";
import type { SalesPeriod } from "../../app/sales-period";

/**
 * The period of 'Estorno de Crédito de ICMS': the same kind of range as the sales reports' (both ends
 * inclusive, base64 'start,end' in the route, the API's 400-day limit), by default the month so far, the
 * period the store settles its ICMS by.
 */
export type IcmsPeriod = SalesPeriod;

export function defaultIcmsPeriod(now: Date): IcmsPeriod {
  const today: IsoDay = todayInSaoPaulo(now);
  return { start: `${today.slice(0, 7)}-01`, end: today };
}
