import type { JobState, RepeatingTaskOutput } from "../../../functions/plan/jobs";

/** The test-only repeating task: counts its runs in its answer and asks for more until it has run 3 times. */
export async function handler(input: JobState): Promise<RepeatingTaskOutput & { runs: number }> {
  const previous = input.result;
  const before = typeof previous === "object" && previous !== null && "runs" in previous && typeof previous.runs === "number" ? previous.runs : 0;
  const runs = before + 1;
  return { more: runs < 3, runs };
}
