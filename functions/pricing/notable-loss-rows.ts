import { type PricingNotableLossRow, recomputeNotableLoss } from "../../shared/contracts/pricing";
import { toCents } from "../../shared/money";

/**
 * Notable-loss rows as the screens read them: a product whose price was edited shows its new figures at that
 * price (the dialog's own recompute, shared/contracts/pricing.ts), marked edited; the others the suggestion.
 */
export function withEditedPrices(rows: readonly PricingNotableLossRow[], editedPrices: ReadonlyMap<number, number>): PricingNotableLossRow[] {
  if (editedPrices.size === 0) return [...rows];
  return rows.map((row) => {
    const price = editedPrices.get(row.product_id);
    return price === undefined ? row : atPrice(row, price);
  });
}

/** A row at a new unit sale price: edited unless the price is the suggested one. */
export function atPrice(row: PricingNotableLossRow, newUnitSale: number): PricingNotableLossRow {
  return { ...row, ...recomputeNotableLoss(row, newUnitSale), edited: toCents(newUnitSale) !== toCents(row.suggested_unit_sale) };
}
