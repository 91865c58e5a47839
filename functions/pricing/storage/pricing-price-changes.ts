import { pricingKeys } from "../../lib/keys";
import * as z from "zod";
import { itemReader, stored } from "../../lib/entities/support/entity";
import { type FeedPage, type NumberedFeed, readNumbered } from "../../lib/entities/support/numbered-feed";
import { money } from "../../lib/entities/support/numbers";

/**
 * Price changes: a product's sale price changed by applying a pricing (functions/pricing/apply.ts), for the
 * store's POS to pull in order (GET /api/integration/price_changes?after=<cursor>). Recorded in the same
 * transaction that writes the new price to the product, numbered per tenant (support/numbered-feed.ts).
 *
 * Keys: pk T#<t>#PRICECHANGE, sk <number padded>; counter pk T#<t>, sk COUNTER#PRICECHANGE {value}.
 * Access patterns: changes after a number, up to another (the feed): GetItem counter, Query BETWEEN, consistent.
 */
/** A price change as stored (its key: the feed's, from its number). */
const priceChangeItem = z.object({
  sequence: stored.number(),
  productId: stored.number(),
  oldPrice: stored.number(),
  newPrice: stored.number(),
  pricingId: stored.number(),
  /** The store's day of the change (YYYY-MM-DD, São Paulo). */
  date: stored.text(),
  recordedAt: stored.text(),
});

export type PriceChange = z.output<typeof priceChangeItem>;
export type PriceChangeInput = Omit<PriceChange, "sequence" | "recordedAt">;

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
  }) satisfies PriceChange,
  fromItem: itemReader(priceChangeItem),
};

export function readPriceChanges(tenantId: string, after: number, limit: number): Promise<FeedPage<PriceChangeInput>> {
  return readNumbered(tenantId, PRICE_CHANGES_FEED, after, limit);
}
