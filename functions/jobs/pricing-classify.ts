import type { JobInput } from "./definitions";

/** Filled by the issue that builds this job; until then the job fails and the failure is recorded. */
export async function handler(input: JobInput): Promise<never> {
  throw new Error(`Tarefa ainda não disponível (job ${input.jobId})`);
}
