import { finishJob } from "./start";
import { log } from "../log";
import type { FailedJobState } from "../../plan/jobs";
import { JOB_FAULT_MESSAGE, jobFailureMessage } from "./failure";

/** The state machines' catch: marks the job failed, with the reason the user can act on when there is one. */
export async function recordFailure(input: FailedJobState): Promise<void> {
  const message = jobFailureMessage(input.error);
  const fields = { tenantId: input.tenantId, jobId: input.jobId };
  if (message === JOB_FAULT_MESSAGE) {
    const cause = input.error?.Cause ?? input.error?.Error ?? "erro desconhecido";
    log.error("job failed", { ...fields, cause: cause.slice(0, 500) });
  } else {
    log.info("job refused", { ...fields, reason: message });
  }
  await finishJob(input.tenantId, input.jobId, { status: "failed", error: message });
}

export const handler = recordFailure;
