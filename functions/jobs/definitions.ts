import type { JobName } from "../routes";

/**
 * Job definitions: each is a Step Functions state machine in AWS and a sequence run in-process locally.
 * A failing task is caught and handed to the failure recorder, which marks the job failed in the table.
 */
export interface JobDefinition {
  tasks: readonly { name: string; entry: string; timeoutSeconds: number; memoryMb: number }[];
  timeoutMinutes: number;
}

export const JOBS: Record<JobName, JobDefinition> = {
  pricingClassification: {
    tasks: [{ name: "classify", entry: "functions/jobs/pricing-classify.ts", timeoutSeconds: 300, memoryMb: 1769 }],
    timeoutMinutes: 15,
  },
  reportRendering: {
    tasks: [{ name: "render", entry: "functions/jobs/report-render.ts", timeoutSeconds: 120, memoryMb: 1024 }],
    timeoutMinutes: 5,
  },
};

export const JOB_FAILURE_RECORDER = "functions/jobs/record-failure.ts";
export const NIGHTLY_AGGREGATION = "functions/scheduled/nightly-aggregation.ts";
/** 03:00 in America/Sao_Paulo. */
export const NIGHTLY_SCHEDULE = { hour: 3, minute: 0, timeZone: "America/Sao_Paulo" } as const;

/** The input every job task receives. */
export interface JobInput {
  tenantId: string;
  jobId: string;
  params: Record<string, unknown>;
}
