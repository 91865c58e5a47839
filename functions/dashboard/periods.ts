import type { DashboardPeriod } from "../../shared/contracts/dashboard";
import { addDays, type IsoDay, todayInSaoPaulo, yesterdayInSaoPaulo } from "../../shared/dates";

/**
 * The periods the morning page reads, on the store's calendar (São Paulo): the last 30 days ending yesterday
 * (the last day the nightly aggregation closes), the 30 days before them, and the month so far (the period the
 * store settles its ICMS by).
 */
export interface Period {
  from: IsoDay;
  to: IsoDay;
}

export interface DashboardPeriods {
  current: Period;
  previous: Period;
  month: Period;
}

export const DASHBOARD_DAYS = 30;

export function dashboardPeriods(now: Date): DashboardPeriods {
  const yesterday = yesterdayInSaoPaulo(now);
  const start = addDays(yesterday, -(DASHBOARD_DAYS - 1));
  const today = todayInSaoPaulo(now);
  return {
    current: { from: start, to: yesterday },
    previous: { from: addDays(start, -DASHBOARD_DAYS), to: addDays(start, -1) },
    month: { from: `${today.slice(0, 7)}-01`, to: today },
  };
}

export function periodWire(period: Period): DashboardPeriod {
  return { start_date: period.from, end_date: period.to };
}
