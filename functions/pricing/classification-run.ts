import { randomUUID } from "node:crypto";
import { listNotableProducts } from "../notable_products/read";
import { commitClassified, getPricing, type Pricing } from "./storage/pricing";
import { deletePricingResults, writePricingResult } from "./storage/pricing-results";
import { readPriceEnding } from "./storage/pricing-settings";
import { Conflict } from "../lib/errors";
import { productTotals, readPeriod, sumProductDays } from "../sales/read";
import { log } from "../lib/log";
import { classify } from "./classify";
import { productsAnswer } from "./lists";
import { PRICING_MESSAGES } from "./messages";

/** What one run of the classification job did: classified the pricing, or nothing (see below). */
export type ClassificationRunOutcome = "classified" | "stale";

/** The run is the pricing's current one: created, running, named by runId. */
function isCurrentRun(pricing: Pricing | undefined, runId: string): pricing is Pricing {
  return pricing?.status === "created" && pricing.classification?.runId === runId && pricing.classification.status === "running";
}

/**
 * One run of the classification job (functions/pricing/classify-task.ts): reads the period's per-day product
 * figures (the documents the sales lists read, never sale lines), classifies them (classify.ts), writes the
 * result's documents under a new result id, then commits the pricing created -> classified naming that
 * result, on the condition that this run is still the pricing's current one.
 *
 * A retry (the job run twice, even at once) leaves one result: only one commit can pass its condition; a run
 * that finds the pricing classified, removed or reclassified by a newer run does nothing ("stale"), and a run
 * whose commit loses deletes the documents it wrote. After a reclassification commits, the result it replaced
 * is deleted (nothing reads it: the header names the new one). Last, the products list of the new result is
 * built and stored (functions/lib/request/answer-cache.ts), so its first reader reads it ready.
 */
export async function runClassification(tenantId: string, pricingId: number, runId: string): Promise<ClassificationRunOutcome> {
  const pricing = await getPricing(tenantId, pricingId, { consistent: true });
  if (!isCurrentRun(pricing, runId)) return "stale";
  const [period, notables, priceEnding] = await Promise.all([
    readPeriod(tenantId, pricing.periodStart, pricing.periodEnd, { products: true, groups: true }),
    listNotableProducts(tenantId),
    readPriceEnding(tenantId),
  ]);
  const products = productTotals(sumProductDays(period.days));
  if (products.length === 0) throw new Conflict(PRICING_MESSAGES.noSales(pricing.periodStart, pricing.periodEnd));

  const classification = classify({
    pricingId,
    cutoffs: { a: pricing.margins.a, b: pricing.margins.b },
    priceEnding,
    products,
    productNames: period.productNames,
    groupNames: period.groupNames,
    desiredMargins: new Map(notables.map((notable) => [notable.productId, notable.desiredMargin])),
    editedPrices: pricing.editedPrices,
  });
  const resultId = randomUUID();
  await writePricingResult(tenantId, pricingId, resultId, classification.result);
  const committed = await commitClassified(tenantId, pricingId, runId, {
    figures: classification.figures,
    resultId,
    priceEnding,
    editedPrices: classification.editedPrices,
    keptPrices: classification.editedPrices.size,
    finishedAt: new Date().toISOString(),
  });
  if (!committed) {
    await deletePricingResults(tenantId, pricingId, resultId);
    return "stale";
  }
  if (pricing.resultId) await deletePricingResults(tenantId, pricingId, pricing.resultId);
  // The products list of the whole pricing is the one read first and the largest: stored ready for it, in the
  // compact form the web client asks for.
  await productsAnswer(tenantId, pricingId, {}, { ahead: true, inColumns: true }).catch((error: unknown) =>
    log.warn("pricing products answer not prepared", { tenantId, pricingId, error: String(error) }),
  );
  return "classified";
}
