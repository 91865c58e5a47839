import * as z from "zod";
import { recordClassificationFailure } from "./storage/pricing";
import { DomainError } from "../lib/errors";
import { finishJob } from "../lib/jobs/start";
import { log } from "../lib/log";
import { type ClassificationRunOutcome, runClassification } from "./classification-run";
import { PRICING_MESSAGES } from "./messages";
import type { JobState } from "../plan/jobs";
import { asJobFailure } from "../lib/jobs/failure";

/** What POST /pricing and POST /pricing/{id}/reclassify start the job with (functions/pricing/pricings.ts). */
export const pricingClassificationParams = z.object({ pricingId: z.number().int().positive(), runId: z.string().min(1) });
export type PricingClassificationParams = z.infer<typeof pricingClassificationParams>;

/**
 * The pricing classification state machine's task: one run (functions/pricing/classification-run.ts). A
 * failure leaves the pricing created with the reason on its row (a refusal's own text, such as a period
 * without sales, or a generic one for a fault) and fails the job; a run with nothing left to do (a retry
 * after the pricing was classified) ends done without writing.
 */
export async function handler(input: JobState): Promise<{ outcome: ClassificationRunOutcome }> {
  const { pricingId, runId } = pricingClassificationParams.parse(input.params);
  try {
    const outcome = await runClassification(input.tenantId, pricingId, runId);
    await finishJob(input.tenantId, input.jobId, { status: "done", result: { outcome } });
    return { outcome };
  } catch (error) {
    const reason = error instanceof DomainError ? error.message : PRICING_MESSAGES.classificationFault;
    if (!(error instanceof DomainError)) log.error("pricing classification failed", { tenantId: input.tenantId, pricingId, error });
    // Best effort: if even this write fails, the list reads the job's failure from its record.
    await recordClassificationFailure(input.tenantId, pricingId, runId, reason, new Date().toISOString()).catch((cause: unknown) =>
      log.error("pricing classification failure not recorded", { tenantId: input.tenantId, pricingId, error: cause }),
    );
    throw asJobFailure(error);
  }
}
