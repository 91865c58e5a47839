import type { JobState } from "../../../functions/plan/jobs";

/** Second task of the test-only two-task job: answers what it received, so the job's final state shows it. */
export async function handler(input: JobState): Promise<JobState> {
  return input;
}
