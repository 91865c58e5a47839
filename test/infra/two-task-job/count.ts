import type { JobState } from "../../../functions/plan/jobs";

/** First task of the test-only two-task job: answers a figure and a field that JSON leaves out. */
export async function handler(input: JobState): Promise<{ counted: number; tenantId: string; skipped: undefined }> {
  return { counted: Object.keys(input.params).length, tenantId: input.tenantId, skipped: undefined };
}
