import { type PricingNotableLossRow, belowDesiredMargin } from "../../shared/contracts/pricing";
import { isStaleVersion, STALE_RECORD_MESSAGE } from "../../shared/contracts/record-version";
import { toCents } from "../../shared/money";
import { commitEditedPrice, type Pricing } from "./storage/pricing";
import { Conflict, NotFound } from "../lib/errors";
import { currentLosses } from "./lists";
import { PRICING_MESSAGES } from "./messages";
import { atShelfPrice } from "./notable-loss-rows";
import { requirePricing } from "./pricings";
import { onFreshReads, StaleRead } from "./races";
import { pricingOfRowId } from "./row-ids";

/** Spec §4/§5: a notable-loss price is edited only on a classified pricing, before an apply starts. */
export function checkPriceEditable(pricing: Pricing): asserts pricing is Pricing & { resultId: string } {
  if (pricing.status === "applied") throw new Conflict(PRICING_MESSAGES.editApplied);
  if (pricing.applyProgress) throw new Conflict(PRICING_MESSAGES.editApplying);
  if (pricing.status !== "classified" || pricing.resultId === undefined) throw new Conflict(PRICING_MESSAGES.editNotClassified);
}

export interface EditedNotableLoss {
  row: PricingNotableLossRow;
  /** The margin guard: the new price leaves the product below its desired margin. */
  belowDesiredMargin: boolean;
}

/**
 * PUT /pricing_notable_loss/{id}: one small conditional write on the pricing (the pricing still classified on
 * the result read, no apply started; with the version the screen read, the edits unchanged since: a stale
 * screen hears 409 and nothing is written). Typing back the price the row has without an edit (the suggestion,
 * or the shelf price it keeps) drops the edit. Answers the row at its new price.
 */
export async function editNotableLossPrice(tenantId: string, rowId: number, newUnitSale: number, readVersion?: number): Promise<EditedNotableLoss> {
  const pricingId = pricingOfRowId(rowId);
  if (pricingId === undefined) throw new NotFound(PRICING_MESSAGES.notableLossNotFound(rowId));
  return onFreshReads(async () => {
    const pricing = await requirePricing(tenantId, pricingId).catch((error: unknown) => {
      throw error instanceof NotFound ? new NotFound(PRICING_MESSAGES.notableLossNotFound(rowId)) : error;
    });
    checkPriceEditable(pricing);
    if (isStaleVersion(readVersion, pricing.editVersion)) throw new Conflict(STALE_RECORD_MESSAGE);
    const [row] = await currentLosses(tenantId, pricing, (rows) => rows.filter((candidate) => candidate.id === rowId));
    if (!row) throw new NotFound(PRICING_MESSAGES.notableLossNotFound(rowId));
    const unedited = atShelfPrice(row, row.current_unit_sale ?? undefined, undefined, row.version);
    const backToUnedited = toCents(newUnitSale) === toCents(unedited.new_unit_sale);
    const condition = readVersion === undefined ? {} : { editVersion: readVersion };
    if (!(await commitEditedPrice(tenantId, pricing, row.product_id, backToUnedited ? undefined : newUnitSale, condition))) throw new StaleRead();
    const edited = backToUnedited ? { ...unedited, version: pricing.editVersion + 1 } : atShelfPrice(row, row.current_unit_sale ?? undefined, newUnitSale, pricing.editVersion + 1);
    return { row: edited, belowDesiredMargin: belowDesiredMargin(edited, newUnitSale) };
  });
}
