import { DEFAULT_PRICE_ENDING, PRICE_ENDINGS, type PriceEnding } from "../../../shared/formulas/price-ending";
import { pricingKeys } from "../../lib/keys";
import { getItem, putRequest, writeAll } from "../../lib/entities/support/dynamo";
import * as z from "zod";
import { itemReader, stored } from "../../lib/entities/support/entity";

/**
 * The tenant's pricing settings: how its shelf prices end (shared/formulas/price-ending.ts), applied to the
 * notable-loss prices a classification suggests. Absent means the default, ",99".
 *
 * Keys: pk T#<t>, sk SETTINGS#PRICING {priceEnding}. Access pattern: GetItem (each classification, GET /pricing_settings).
 */
const readSettings = itemReader(z.object({ priceEnding: stored.oneOf(PRICE_ENDINGS, DEFAULT_PRICE_ENDING) }));

export async function readPriceEnding(tenantId: string): Promise<PriceEnding> {
  const item = await getItem(pricingKeys.settings(tenantId));
  return item ? readSettings(item).priceEnding : DEFAULT_PRICE_ENDING;
}

/** Sets the tenant's price ending (PUT /pricing_settings, tenant provisioning, tests). */
export async function setPriceEnding(tenantId: string, ending: PriceEnding): Promise<void> {
  await writeAll([putRequest({ ...pricingKeys.settings(tenantId), priceEnding: ending })]);
}
