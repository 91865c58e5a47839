import * as z from "zod";
import { PROCESS_MESSAGES } from "./messages";
import { runInventoryProcessing } from "./process-run";
import { failProcessing } from "./process-store";
import { DomainError } from "../lib/errors";
import { finishJob } from "../lib/jobs/start";
import { log } from "../lib/log";
import type { JobState, RepeatingTaskOutput } from "../plan/jobs";
import { asJobFailure } from "../lib/jobs/failure";

/** What POST /inventories/{id}/process starts the job with (functions/inventories/process.ts). */
export const inventoryProcessingParams = z.object({ inventoryId: z.number().int().positive(), runId: z.string().min(1) });
export type InventoryProcessingParams = z.infer<typeof inventoryProcessingParams>;

/**
 * The inventory processing state machine's task: one run of slices (functions/inventories/process-run.ts),
 * run again while it answers `more`. A failure marks the inventory's processing failed with the reason the
 * user reads (a refusal's own text, or a generic one for a fault), keeping its progress, and fails the job.
 */
export async function handler(input: JobState): Promise<RepeatingTaskOutput> {
  const params = inventoryProcessingParams.parse(input.params);
  try {
    const outcome = await runInventoryProcessing(input.tenantId, params.inventoryId, params.runId);
    if (outcome !== "more") await finishJob(input.tenantId, input.jobId, { status: "done", result: { outcome } });
    return { more: outcome === "more" };
  } catch (error) {
    const reason = error instanceof DomainError ? error.message : PROCESS_MESSAGES.fault;
    if (!(error instanceof DomainError)) log.error("inventory processing failed", { tenantId: input.tenantId, inventoryId: params.inventoryId, error });
    // Best effort: if even this write fails, the run's silence past the lease reads as interrupted.
    await failProcessing(input.tenantId, params.inventoryId, params.runId, reason).catch((cause: unknown) =>
      log.error("inventory processing failure not recorded", { tenantId: input.tenantId, inventoryId: params.inventoryId, error: cause }),
    );
    throw asJobFailure(error);
  }
}
