import { finishJob } from "../lib/jobs";
import { log } from "../lib/log";
import type { FailedJobState } from "./definitions";

/** The state machines' catch: marks the job failed so the screens stop waiting. */
export async function recordFailure(input: FailedJobState): Promise<void> {
  const cause = input.error?.Cause ?? input.error?.Error ?? "erro desconhecido";
  log.error("job failed", { tenantId: input.tenantId, jobId: input.jobId, cause: cause.slice(0, 500) });
  await finishJob(input.tenantId, input.jobId, { status: "failed", error: "Falha ao executar a tarefa." });
}

export const handler = recordFailure;
