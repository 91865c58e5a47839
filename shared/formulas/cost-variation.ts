import { roundTo } from "../money";
import { PERCENT_DECIMALS } from "./percent";

/** Badge thresholds of a cost variation, in percent (spec §9). */
export const VARIATION_AMBER_FROM = 5;
export const VARIATION_RED_FROM = 10;

export type VariationBadge = "green" | "amber" | "red";

/**
 * Variation of an order item's unit cost against the product's current cost:
 * (unit_cost / actual_cost - 1) x 100, rounded to 2 decimals; 0 when the current cost is 0 (nothing to compare).
 */
export function costVariation(unitCost: number, actualCost: number): number {
  if (actualCost === 0) return 0;
  return roundTo((unitCost / actualCost - 1) * 100, PERCENT_DECIMALS);
}

/** red when |variation| >= 10, amber when >= 5, green below; judged on the shown (2-decimal) value. */
export function variationBadge(variation: number): VariationBadge {
  const size = Math.abs(roundTo(variation, PERCENT_DECIMALS));
  if (size >= VARIATION_RED_FROM) return "red";
  if (size >= VARIATION_AMBER_FROM) return "amber";
  return "green";
}
