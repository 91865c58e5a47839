import { dayNumber, type IsoDay } from "../../../shared/dates";

export { addDays, daysBetween, daysInRange as dayRange, todayInSaoPaulo } from "../../../shared/dates";

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(date: IsoDay): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/** "2026-11-21" as "20261121", for source ids. */
export function compact(date: IsoDay): string {
  return date.replaceAll("-", "");
}
