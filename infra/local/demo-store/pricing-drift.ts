import { daysBetween } from "./dates";

/** Costs and prices rose about 5% over the last year: what something cost `date` compared to today. */
export function drift(date: string, today: string): number {
  return 1 - (0.05 * Math.max(0, daysBetween(date, today))) / 365;
}
