import { pathToFileURL } from "node:url";
import path from "node:path";
import { JOB_FAILURE_RECORDER, type JobInput, JOBS } from "../../functions/jobs/definitions";
import { setLocalJobRunner } from "../../functions/lib/jobs";
import type { JobName } from "../../functions/routes";

type Task = (input: unknown) => Promise<unknown>;

const ROOT = path.join(import.meta.dirname, "..", "..");

async function loadTask(entry: string): Promise<Task> {
  const module = (await import(pathToFileURL(path.join(ROOT, entry)).href)) as { handler: Task };
  return module.handler;
}

const running = new Set<Promise<void>>();

/**
 * Runs a job definition in-process the way its state machine does: each task's output feeds the next,
 * a failure goes to the failure recorder with the error under `error`.
 */
export async function runJobLocally(job: JobName, input: JobInput): Promise<void> {
  let payload: unknown = input;
  try {
    for (const task of JOBS[job].tasks) payload = await (await loadTask(task.entry))(payload);
  } catch (error) {
    const recordFailure = await loadTask(JOB_FAILURE_RECORDER);
    await recordFailure({ ...input, error: { Error: (error as Error).name, Cause: (error as Error).message } });
  }
}

export function installLocalJobRunner(): void {
  setLocalJobRunner((job, input) => {
    const run = runJobLocally(job, input).finally(() => running.delete(run));
    running.add(run);
  });
}

/** Lets shutdown (and tests) wait for jobs in flight. */
export async function settleLocalJobs(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}
