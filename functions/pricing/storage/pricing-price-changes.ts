import { pricingKeys } from "../../lib/keys";
import type { StoredItem } from "../../lib/entities/support/dynamo";
import { num, str } from "../../lib/entities/support/fields";
import { type FeedPage, type Numbered, type NumberedFeed, readNumbered } from "../../lib/entities/support/numbered-feed";
import { money } from "../../lib/entities/support/numbers";

/**
 * Price changes: a product's sale price changed by applying a pricing (functions/pricing/apply.ts), for the
 * store's POS to pull in order (GET /api/integration/price_changes?after=<cursor>). Recorded in the same
 * transaction that writes the new price to the product, numbered per tenant (support/numbered-feed.ts).
 *
 * Keys: pk T#<t>#PRICECHANGE, sk <number padded>; counter pk T#<t>, sk COUNTER#PRICECHANGE {value}.
 * Access patterns: changes after a number, up to another (the feed): GetItem counter, Query BETWEEN, consistent.
 */
export interface PriceChangeInput {
  productId: number;
  oldPrice: number;
  newPrice: number;
  pricingId: number;
  /** The store's day of the change (YYYY-MM-DD, São Paulo). */
  date: string;
}

export type PriceChange = Numbered<PriceChangeInput>;

export const PRICE_CHANGES_FEED: NumberedFeed<PriceChangeInput> = {
  counter: "PRICECHANGE",
  partition: pricingKeys.priceChangesPartition,
  key: pricingKeys.priceChange,
  toItem: (change) => ({
    sequence: change.sequence,
    productId: change.productId,
    oldPrice: money(change.oldPrice),
    newPrice: money(change.newPrice),
    pricingId: change.pricingId,
    date: change.date,
    recordedAt: change.recordedAt,
  }),
  fromItem: (item: StoredItem): PriceChange => ({
    sequence: num(item, "sequence"),
    productId: num(item, "productId"),
    oldPrice: num(item, "oldPrice"),
    newPrice: num(item, "newPrice"),
    pricingId: num(item, "pricingId"),
    date: str(item, "date"),
    recordedAt: str(item, "recordedAt"),
  }),
};

export function readPriceChanges(tenantId: string, after: number, limit: number): Promise<FeedPage<PriceChangeInput>> {
  return readNumbered(tenantId, PRICE_CHANGES_FEED, after, limit);
}
