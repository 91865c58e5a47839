import { type Cents, toCents, fromCents } from "../money";
import { type NotableLossInput, unitSaleForMargin } from "./notable-loss";

/**
 * Prices a store would actually use (DESIGN §6): a tenant setting says how shelf prices end, and a suggested
 * price is rounded UP to the next such price, so the margin it was computed for is never lost.
 * - "99": R$ 11,52 -> R$ 11,99; R$ 11,99 stays; R$ 12,00 -> R$ 12,99.
 * - "90": R$ 11,52 -> R$ 11,90; R$ 11,95 -> R$ 12,90; R$ 11,90 stays.
 * - "none": the price as computed (already rounded up to the cent).
 */
export const PRICE_ENDINGS = ["none", "99", "90"] as const;
export type PriceEnding = (typeof PRICE_ENDINGS)[number];

export const DEFAULT_PRICE_ENDING: PriceEnding = "99";

export const PRICE_ENDING_LABELS: Readonly<Record<PriceEnding, string>> = {
  none: "Sem arredondamento",
  "99": "Final ,99",
  "90": "Final ,90",
};

const ENDING_CENTS: Readonly<Record<Exclude<PriceEnding, "none">, Cents>> = { "99": 99, "90": 90 };

/** The smallest price at or above `price` (reais) that ends as the setting says; a price of 0 or less is left as it is. */
export function roundUpToEnding(price: number, ending: PriceEnding): number {
  const cents = toCents(price);
  if (ending === "none" || cents <= 0) return fromCents(cents);
  const ended = Math.floor(cents / 100) * 100 + ENDING_CENTS[ending];
  return fromCents(ended >= cents ? ended : ended + 100);
}

/** The new unit sale price suggested for a notable loss: the one reaching the desired margin, rounded up to the ending. */
export function suggestedUnitSale(input: NotableLossInput, ending: PriceEnding): number {
  return roundUpToEnding(unitSaleForMargin(input, input.desiredMargin), ending);
}
