import type { PriceChangeRow } from "../../shared/contracts/pricing";
import { type PriceChange, readPriceChanges } from "../lib/entities/pricing-price-changes";
import type { ApiRequest, ApiResult } from "../lib/http";
import { parseInput } from "../lib/validate";
import { encodeCursor, FEED_PAGE_DEFAULT, feedQuery } from "./feed-cursor";

/**
 * GET /api/integration/price_changes?after=<cursor>&limit=<n>: the sale prices the back office changed by
 * applying pricings, in order, for the store's POS to pull (README beside this file). Numbered like the stock
 * movements (lib/entities/support/numbered-feed.ts): nothing skipped nor repeated while writes go on.
 */

export interface PriceChangeFeedPage {
  price_changes: PriceChangeRow[];
  /** Where the next call resumes (also when nothing came: the same cursor). */
  next_cursor: string;
  /** More changes were already recorded: call again at once. */
  has_more: boolean;
}

const CURSOR_TAG = "pc1";
const query = feedQuery(CURSOR_TAG);

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

export async function priceChangesRoute(request: ApiRequest): Promise<ApiResult> {
  const { after, limit } = parseInput(query, request.query);
  const page = await readPriceChanges(request.tenantId, after ?? 0, limit ?? FEED_PAGE_DEFAULT);
  const answer: PriceChangeFeedPage = {
    price_changes: page.entries.map(priceChangeRow),
    next_cursor: encodeCursor(CURSOR_TAG, page.through),
    has_more: page.through < page.last,
  };
  return { data: answer };
}
