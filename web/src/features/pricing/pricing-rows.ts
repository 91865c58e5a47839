import type { PricingRow } from "../../../../shared/contracts/pricing";
import { fetchPricing } from "./api";
import { resultsUnavailable } from "./labels";

/** A list of a pricing as its route loads it: the pricing (null when not found) and its rows. */
export interface PricingRows<T> {
  pricing: PricingRow | null;
  rows: T[];
}

/**
 * Reads the pricing, then its rows only when its results can be shown (the 409 of a pricing not classified
 * is never asked for); otherwise no rows, and the screen says why (resultsUnavailable).
 */
export async function loadPricingRows<T>(id: number, fetchRows: (pricingId: number) => Promise<T[]>): Promise<PricingRows<T>> {
  const pricing = await fetchPricing(id);
  const rows = resultsUnavailable(id, pricing) === null ? await fetchRows(id) : [];
  return { pricing, rows };
}
