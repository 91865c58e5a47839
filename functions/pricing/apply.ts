import { todayInSaoPaulo } from "../../shared/dates";
import { toCents } from "../../shared/money";
import { tableName } from "../lib/db";
import { applyStepWrite, type Pricing } from "../lib/entities/pricing";
import { PRICE_CHANGES_FEED, type PriceChangeInput } from "../lib/entities/pricing-price-changes";
import { productFromItem } from "../lib/entities/products";
import { getAll, transactWrite, type WriteRequest } from "../lib/entities/support/dynamo";
import { commitNumbered, feedRefusal } from "../lib/entities/support/numbered-feed";
import { Conflict } from "../lib/errors";
import { sourceKeys } from "../lib/keys";
import { currentLosses } from "./lists";
import { PRICING_MESSAGES } from "./messages";
import { requirePricing } from "./pricings";
import { onFreshReads } from "./races";

/**
 * POST /pricing/{id}/apply (DESIGN §6): classified -> applied. Each notable-loss product's new unit sale price
 * (edited, or the suggestion) goes to the product, and each price that changes is recorded in the price
 * changes feed the store's POS pulls (GET /api/integration/price_changes) in the same transaction.
 *
 * A transaction holds at most 100 items, so the products go in steps of APPLY_STEP, in the notable-loss
 * list's order: each step is one transaction moving the pricing's apply progress from `done` to the next
 * count (condition: the pricing classified on the result and edits read, at `done`), writing the step's prices
 * (condition: each product at the price read) and its price changes; the last step makes the pricing applied.
 * Once a step committed, edits and reclassification are refused, so every step reads the same list. A step
 * that lost a race (a parallel apply took it, a price changed meanwhile) runs again on fresh reads; a request
 * cut off halfway leaves the progress on the pricing and applying again goes on from there. A second apply is
 * refused.
 */
export const APPLY_STEP = 40;

/** Spec §4: only a classified pricing is applied, once. */
export function checkApplicable(pricing: Pricing): asserts pricing is Pricing & { resultId: string } {
  if (pricing.status === "applied") throw new Conflict(PRICING_MESSAGES.alreadyApplied);
  if (pricing.status !== "classified" || pricing.resultId === undefined) throw new Conflict(PRICING_MESSAGES.applyNotClassified);
}

interface StepOutcome {
  applied: boolean;
  priceChanges: number;
}

async function productPrices(tenantId: string, productIds: readonly number[]): Promise<Map<number, number>> {
  const items = await getAll(
    productIds.map((id) => sourceKeys.product(tenantId, id)),
    undefined,
    { consistent: true },
  );
  return new Map(items.map(productFromItem).map((product) => [product.id, product.price]));
}

function priceWrite(tenantId: string, change: PriceChangeInput): WriteRequest {
  return {
    Update: {
      TableName: tableName(),
      Key: sourceKeys.product(tenantId, change.productId),
      UpdateExpression: "SET price = :new",
      ConditionExpression: "attribute_exists(pk) AND price = :old",
      ExpressionAttributeValues: { ":new": change.newPrice, ":old": change.oldPrice },
    },
  };
}

async function applyNextStep(tenantId: string, pricingId: number): Promise<StepOutcome> {
  const pricing = await requirePricing(tenantId, pricingId);
  checkApplicable(pricing);
  const rows = await currentLosses(tenantId, pricing);
  const done = pricing.applyProgress?.done ?? 0;
  const step = rows.slice(done, done + APPLY_STEP);
  const prices = await productPrices(
    tenantId,
    step.map((row) => row.product_id),
  );
  const date = todayInSaoPaulo();
  // A product no longer in the catalog has no price to change; one already at its new price needs no change.
  const changes = step.flatMap((row): PriceChangeInput[] => {
    const oldPrice = prices.get(row.product_id);
    if (oldPrice === undefined || toCents(oldPrice) === toCents(row.new_unit_sale)) return [];
    return [{ productId: row.product_id, oldPrice, newPrice: row.new_unit_sale, pricingId, date }];
  });
  const next = done + step.length;
  const header = applyStepWrite(tenantId, pricing, done, next, rows.length, new Date().toISOString());
  const priceWrites = changes.map((change) => priceWrite(tenantId, change));
  await commitNumbered(
    tenantId,
    PRICE_CHANGES_FEED,
    changes,
    (feedWrites) => transactWrite([header, ...priceWrites, ...feedWrites]),
    (error) => feedRefusal(error, 1 + priceWrites.length),
  );
  return { applied: next >= rows.length, priceChanges: changes.length };
}

/** Applies a classified pricing; answers how many prices changed. */
export async function applyPricing(tenantId: string, pricingId: number): Promise<{ priceChanges: number }> {
  let priceChanges = 0;
  for (;;) {
    const outcome = await onFreshReads(() => applyNextStep(tenantId, pricingId));
    priceChanges += outcome.priceChanges;
    if (outcome.applied) return { priceChanges };
  }
}
