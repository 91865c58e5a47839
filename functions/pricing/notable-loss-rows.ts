import {
  belowDesiredMargin,
  hasSuggestion,
  type PricingNotableLossRow,
  recomputeNotableLoss,
  type StoredNotableLossRow,
} from "../../shared/contracts/pricing";
import { toCents } from "../../shared/money";

/**
 * Notable-loss rows as the screens read them and as apply writes them (DESIGN §6: apply never lowers a shelf
 * price the user did not set). Beside the stored row: the product's current shelf price and where the new
 * price comes from, with the figures at that price (the dialog's own recompute, shared/contracts/pricing.ts):
 * - a price the user set (edited) stays, whatever the shelf price;
 * - otherwise a shelf price that already meets the desired margin stays (kept), as does the shelf price of a
 *   product no price can bring to its margin (no suggestion: the ICMS out takes the whole sale);
 * - otherwise the suggestion, which then is above the shelf price.
 */
export function atShelfPrice(
  row: StoredNotableLossRow,
  shelfPrice: number | undefined,
  editedPrice: number | undefined,
  version: number,
): PricingNotableLossRow {
  const base = { ...row, current_unit_sale: shelfPrice ?? null, version };
  if (editedPrice !== undefined) return { ...base, ...recomputeNotableLoss(row, editedPrice), edited: true, price_source: "edited" };
  const suggestion = hasSuggestion(row);
  if (!suggestion) {
    return { ...base, ...(shelfPrice === undefined ? {} : recomputeNotableLoss(row, shelfPrice)), edited: false, price_source: "no_suggestion" };
  }
  if (shelfPrice !== undefined && keepsShelfPrice(row, shelfPrice)) {
    return { ...base, ...recomputeNotableLoss(row, shelfPrice), edited: false, price_source: "kept" };
  }
  return { ...base, ...recomputeNotableLoss(row, row.suggested_unit_sale), edited: false, price_source: "suggested" };
}

/** A shelf price other than the suggestion stays when it is above it or already meets the desired margin. */
function keepsShelfPrice(row: StoredNotableLossRow, shelfPrice: number): boolean {
  const shelf = toCents(shelfPrice);
  const suggested = toCents(row.suggested_unit_sale);
  return shelf !== suggested && (shelf > suggested || !belowDesiredMargin(row, shelfPrice));
}

/** The rows of a pricing at the shelf prices read, with its edited prices. */
export function atShelfPrices(
  rows: readonly StoredNotableLossRow[],
  shelfPrices: ReadonlyMap<number, number>,
  editedPrices: ReadonlyMap<number, number>,
  version: number,
): PricingNotableLossRow[] {
  return rows.map((row) => atShelfPrice(row, shelfPrices.get(row.product_id), editedPrices.get(row.product_id), version));
}
