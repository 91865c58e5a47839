import { QUANTITY } from "../../../../shared/contracts/bounds";
import { fitsUnit, quantityDecimalsOf } from "../../../../shared/contracts/floor";
import { parseDecimalInput } from "../../lists/filter-values";
import { QUANTITY_TEXT } from "./labels";

/** A quantity typed on the floor, in the scanned product's unit (whole units take no decimals). */

export type QuantityInput = { ok: true; quantity: number } | { ok: false; error: string };

/** What the field says under it: the unit and the decimals it takes. */
export function quantityHint(unit: string): string {
  const decimals = quantityDecimalsOf(unit);
  return decimals === 0 ? QUANTITY_TEXT.wholeHint(unit) : QUANTITY_TEXT.decimalHint(unit, decimals);
}

/** The typed quantity ("1,5", "12"), or why not: a count may be 0, a use or loss must be above it. */
export function parseQuantity(text: string, unit: string, options: { positive: boolean }): QuantityInput {
  const decimals = quantityDecimalsOf(unit);
  const error = decimals === 0 ? QUANTITY_TEXT.invalidWhole(unit, options.positive) : QUANTITY_TEXT.invalidDecimal(unit, decimals, options.positive);
  const quantity = parseDecimalInput(text, decimals);
  if (quantity === null || !fitsUnit(quantity, unit) || quantity > QUANTITY.max) return { ok: false, error };
  if (options.positive ? quantity <= 0 : quantity < 0) return { ok: false, error };
  return { ok: true, quantity };
}
