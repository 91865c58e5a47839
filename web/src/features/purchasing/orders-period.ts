import { PURCHASE_ORDERS_DEFAULT_DAYS } from "../../../../shared/contracts/purchasing";
import { type ListPeriodSearch, listPeriodOf } from "../../app/list-period";
import type { SalesPeriod } from "../../app/sales-period";

/** The period of closed orders 'Pedidos' shows: the URL's, else the API's default (the last 90 days). */
export function ordersPeriodOf(search: ListPeriodSearch, now = new Date()): SalesPeriod {
  return listPeriodOf(search, PURCHASE_ORDERS_DEFAULT_DAYS, now);
}
