import { priceMoves } from "../../shared/contracts/pricing";
import { todayInSaoPaulo } from "../../shared/dates";
import { toCents } from "../../shared/money";
import { tableName } from "../lib/db";
import { applyStepWrite, type Pricing } from "./storage/pricing";
import { PRICE_CHANGES_FEED, type PriceChangeInput } from "./storage/pricing-price-changes";
import { transactWrite, type WriteRequest } from "../lib/entities/support/dynamo";
import { commitNumbered, feedRefusal } from "../lib/entities/support/numbered-feed";
import { Conflict } from "../lib/errors";
import { sourceKeys } from "../lib/keys";
import { currentLosses, storedLosses } from "./lists";
import { PRICING_MESSAGES } from "./messages";
import { requirePricing } from "./pricings";
import { onFreshReads } from "./races";

/**
 * POST /pricing/{id}/apply (DESIGN §6): classified -> applied. Each notable-loss product's new unit sale price
 * (edited, or the suggestion when the shelf price is below its desired margin: apply never lowers a shelf price
 * the user did not set) goes to the product, and each price that changes is recorded in the price
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

/** What the whole apply did: every price it changed, how many went up and how many down. */
export interface ApplyOutcome {
  priceChanges: number;
  up: number;
  down: number;
}

interface StepOutcome {
  applied: boolean;
  /** The apply's totals so far, this step included (from the pricing's progress). */
  total: ApplyOutcome;
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
  const stored = await storedLosses(tenantId, pricing);
  const done = pricing.applyProgress?.done ?? 0;
  // The step's rows at the shelf prices of now: a price the user did not set never goes down (notable-loss-rows.ts).
  const step = await currentLosses(tenantId, pricing, (rows) => rows.slice(done, done + APPLY_STEP));
  const date = todayInSaoPaulo();
  // A product no longer in the catalog has no price to change; one already at its new price needs no change.
  const changes = step.flatMap((row): PriceChangeInput[] => {
    const oldPrice = row.current_unit_sale;
    if (oldPrice === null || toCents(oldPrice) === toCents(row.new_unit_sale)) return [];
    return [{ productId: row.product_id, oldPrice, newPrice: row.new_unit_sale, pricingId, date }];
  });
  const { up, down } = priceMoves(step);
  const next = done + step.length;
  const header = applyStepWrite(tenantId, pricing, done, next, stored.length, new Date().toISOString(), { changes: changes.length, up, down });
  const priceWrites = changes.map((change) => priceWrite(tenantId, change));
  await commitNumbered(
    tenantId,
    PRICE_CHANGES_FEED,
    changes,
    (feedWrites) => transactWrite([header, ...priceWrites, ...feedWrites]),
    (error) => feedRefusal(error, 1 + priceWrites.length),
  );
  const before = done > 0 ? pricing.applyProgress : undefined;
  return {
    applied: next >= stored.length,
    total: { priceChanges: (before?.changes ?? 0) + changes.length, up: (before?.up ?? 0) + up, down: (before?.down ?? 0) + down },
  };
}

/**
 * Applies a classified pricing; answers what the whole apply did (its steps recorded on the pricing), also
 * when parallel requests took some of its steps: the request that commits the last step answers.
 */
export async function applyPricing(tenantId: string, pricingId: number): Promise<ApplyOutcome> {
  for (;;) {
    const outcome = await onFreshReads(() => applyNextStep(tenantId, pricingId));
    if (outcome.applied) return outcome.total;
  }
}
