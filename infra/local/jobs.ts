import {
  JOB_FAILURE_RECORDER,
  type JobDefinition,
  type JobInput,
  type JobState,
  JOBS,
  stateAfterFailure,
  stateAfterTask,
} from "../../functions/jobs/definitions";
import { setLocalJobRunner } from "../../functions/lib/jobs";
import { repoModuleUrl } from "../paths";

type TaskHandler = (input: JobState) => Promise<unknown>;

async function loadHandler(entry: string): Promise<TaskHandler> {
  const module = (await import(/* @vite-ignore */ repoModuleUrl(entry))) as { handler: TaskHandler };
  return module.handler;
}

function asTaskError(error: unknown): { Error: string; Cause: string } {
  return error instanceof Error ? { Error: error.name, Cause: error.message } : { Error: "Error", Cause: String(error) };
}

/**
 * Runs a job's tasks in-process the way its state machine does: each task receives the state after the one
 * before (stateAfterTask, the state machine's ResultPath), and a failing task's input goes, with the error,
 * to the failure recorder. Answers the final state, or undefined when a task failed.
 */
export async function runJob(definition: JobDefinition, input: JobInput): Promise<JobState | undefined> {
  let state: JobState = input;
  for (const task of definition.tasks) {
    try {
      const handler = await loadHandler(task.entry);
      state = stateAfterTask(state, await handler(state));
    } catch (error) {
      const recordFailure = await loadHandler(JOB_FAILURE_RECORDER.entry);
      await recordFailure(stateAfterFailure(state, asTaskError(error)));
      return undefined;
    }
  }
  return state;
}

const running = new Set<Promise<unknown>>();

export function installLocalJobRunner(): void {
  setLocalJobRunner((job, input) => {
    const run = runJob(JOBS[job], input).finally(() => running.delete(run));
    running.add(run);
  });
}

/** Lets shutdown (and tests) wait for jobs in flight. */
export async function settleLocalJobs(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}
