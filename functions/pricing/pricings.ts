import { randomUUID } from "node:crypto";
import type { NewPricingBody } from "../../shared/contracts/pricing";
import type { PricingClassificationParams } from "./classify-task";
import {
  type ClassificationRun,
  commitReclassification,
  deletePricing,
  EMPTY_FIGURES,
  getPricing,
  newPricingId,
  type Pricing,
  putNewPricing,
  recordClassificationFailure,
  setClassificationJob,
} from "./storage/pricing";
import { deletePricingResults } from "./storage/pricing-results";
import { removeDerivations } from "../lib/entities/stored-derivations";
import { readPriceEnding } from "./storage/pricing-settings";
import { Conflict, NotFound } from "../lib/errors";
import { startJob } from "../lib/jobs/start";
import { log } from "../lib/log";
import { pricingAnswersPrefix } from "./lists";
import { PRICING_MESSAGES } from "./messages";
import { onFreshReads, StaleRead } from "./races";

/**
 * A pricing's life (DESIGN §6): created with its classification job running; the job moves it to classified
 * (classification-run.ts); reclassify (classified only) moves it back to created with a new run; apply
 * (apply.ts) moves it to applied; removal in any status.
 */

/** A pricing of the tenant, read consistently (every change decides on it), or 404. */
export async function requirePricing(tenantId: string, pricingId: number): Promise<Pricing> {
  const pricing = await getPricing(tenantId, pricingId, { consistent: true });
  if (!pricing) throw new NotFound(PRICING_MESSAGES.notFound(pricingId));
  return pricing;
}

function newRun(): ClassificationRun {
  return { runId: randomUUID(), status: "running", startedAt: new Date().toISOString() };
}

/**
 * Starts the run's job and names it on the pricing (the list reads its record). When the job cannot be
 * started, the run is marked failed, so the row does not show it running forever.
 */
async function startClassification(tenantId: string, pricing: Pricing, run: ClassificationRun): Promise<Pricing> {
  const params: PricingClassificationParams = { pricingId: pricing.id, runId: run.runId };
  try {
    const job = await startJob(tenantId, "pricingClassification", { ...params });
    await setClassificationJob(tenantId, pricing.id, run.runId, job.jobId);
    return { ...pricing, classification: { ...run, jobId: job.jobId } };
  } catch (error) {
    await recordClassificationFailure(tenantId, pricing.id, run.runId, PRICING_MESSAGES.classificationFault, new Date().toISOString()).catch(
      (cause: unknown) => log.error("pricing classification start failure not recorded", { tenantId, pricingId: pricing.id, error: cause }),
    );
    throw error;
  }
}

/** POST /pricing: stores the pricing as created and starts its classification. */
export async function createPricing(tenantId: string, body: NewPricingBody): Promise<Pricing> {
  const [id, priceEnding] = await Promise.all([newPricingId(tenantId), readPriceEnding(tenantId)]);
  const run = newRun();
  const pricing: Pricing & { classification: ClassificationRun } = {
    id,
    status: "created",
    periodStart: body.period_start,
    periodEnd: body.period_end,
    margins: { a: body.a_class_margin, b: body.b_class_margin, c: body.c_class_margin },
    priceEnding,
    createdAt: run.startedAt,
    figures: EMPTY_FIGURES,
    classification: run,
    editedPrices: new Map(),
    editVersion: 0,
  };
  await putNewPricing(tenantId, pricing);
  return startClassification(tenantId, pricing, run);
}

/** Spec §4: reclassify only a classified pricing (an apply under way or done refuses it). */
export function checkReclassifiable(pricing: Pricing): void {
  if (pricing.applyProgress && pricing.status === "classified") throw new Conflict(PRICING_MESSAGES.reclassifyApplying);
  if (pricing.status !== "classified") throw new Conflict(PRICING_MESSAGES.reclassifyNotClassified);
}

/**
 * POST /pricing/{id}/reclassify: classified -> created with a new classification run; the edited notable-loss
 * prices stay on the pricing and the run keeps those whose product is still a notable loss. Answers the
 * pricing and how many edited prices it had.
 */
export async function reclassifyPricing(tenantId: string, pricingId: number): Promise<{ pricing: Pricing; editedPrices: number }> {
  const { pricing, run } = await onFreshReads(async () => {
    const current = await requirePricing(tenantId, pricingId);
    checkReclassifiable(current);
    const next = newRun();
    if (!(await commitReclassification(tenantId, current, next))) throw new StaleRead();
    return { pricing: { ...current, status: "created" as const, classification: next }, run: next };
  });
  return { pricing: await startClassification(tenantId, pricing, run), editedPrices: pricing.editedPrices.size };
}

/**
 * DELETE /pricing/{id}: removal in any status (spec §4). The header goes first, so a classification still
 * running can no longer commit (it deletes what it wrote); then the result documents.
 */
export async function removePricing(tenantId: string, pricingId: number): Promise<void> {
  const removed = await deletePricing(tenantId, pricingId);
  if (!removed) throw new NotFound(PRICING_MESSAGES.notFound(pricingId));
  await Promise.all([deletePricingResults(tenantId, pricingId), removeDerivations(tenantId, pricingAnswersPrefix(pricingId))]);
}
