import { roundTo } from "../money";

/** Percentages travel with 2 decimals (spec §9). */
export const PERCENT_DECIMALS = 2;

/**
 * part x 100 / whole, rounded half away from zero to 2 decimals; 0 when whole is 0
 * (a margin over zero cost, a share of an empty total).
 */
export function percentOf(part: number, whole: number): number {
  if (whole === 0) return 0;
  return roundTo((part * 100) / whole, PERCENT_DECIMALS);
}
