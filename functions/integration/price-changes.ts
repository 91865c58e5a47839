import type { PriceChangeRow } from "../../shared/contracts/pricing";
import { type PriceChange, readPriceChanges } from "../pricing/read";
import { feedRoute } from "./feed-cursor";

/**
 * GET /api/integration/price_changes?after=<cursor>&limit=<n>: the sale prices the back office changed by
 * applying pricings, in order, for the store's POS to pull (README beside this file). Numbered like the stock
 * movements (lib/entities/support/numbered-feed.ts): nothing skipped nor repeated while writes go on.
 */

/** The answer: `price_changes`, `next_cursor`, `has_more` (feed-cursor.ts). */
export interface PriceChangeFeedPage {
  price_changes: PriceChangeRow[];
  next_cursor: string;
  has_more: boolean;
}

function priceChangeRow(change: PriceChange): PriceChangeRow {
  return {
    sequence: change.sequence,
    product_id: change.productId,
    old_price: change.oldPrice,
    new_price: change.newPrice,
    pricing_id: change.pricingId,
    date: change.date,
    recorded_at: change.recordedAt,
  };
}

export const priceChangesRoute = feedRoute({ tag: "pc1", field: "price_changes", read: readPriceChanges, row: priceChangeRow });
