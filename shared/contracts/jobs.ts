/** A background job's state (DESIGN §1: pricing classification, report rendering), as stored and as answered. */
export const JOB_STATUSES = ["running", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
