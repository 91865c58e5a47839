import {
  asksForMore,
  JOB_FAILURE_RECORDER,
  type JobDefinition,
  type JobInput,
  type JobState,
  JOBS,
  stateAfterFailure,
  stateAfterTask,
} from "../../functions/plan/jobs";
import { setLocalJobRunner } from "../../functions/lib/jobs/start";
import { log } from "../../functions/lib/log";
import { repoModuleUrl } from "../build/paths";
import { useLocalAggregation } from "../../functions/lib/aggregation-trigger";

type TaskHandler = (input: JobState) => Promise<unknown>;
interface TaskModule {
  handler: TaskHandler;
  /** Optional: work a task does once per process so its first run is as fast as the next (report-render.ts). */
  prepare?: () => Promise<void>;
}

// Kept per entry: after the first job, a task starts without resolving its module again.
const taskModules = new Map<string, Promise<TaskModule>>();

function loadTask(entry: string): Promise<TaskModule> {
  let module = taskModules.get(entry);
  if (!module) {
    module = import(/* @vite-ignore */ repoModuleUrl(entry)) as Promise<TaskModule>;
    taskModules.set(entry, module);
  }
  return module;
}

async function loadHandler(entry: string): Promise<TaskHandler> {
  return (await loadTask(entry)).handler;
}

function asTaskError(error: unknown): { Error: string; Cause: string } {
  return error instanceof Error ? { Error: error.name, Cause: error.message } : { Error: "Error", Cause: String(error) };
}

/**
 * Runs a job's tasks in-process the way its state machine does: each task receives the state after the one
 * before (stateAfterTask, the state machine's ResultPath), a repeating task runs again while it asks for more,
 * and a failing task's input goes, with the error, to the failure recorder. Answers the final state, or
 * undefined when a task failed.
 */
export async function runJob(definition: JobDefinition, input: JobInput): Promise<JobState | undefined> {
  let state: JobState = input;
  for (const task of definition.tasks) {
    try {
      const handler = await loadHandler(task.entry);
      do {
        state = stateAfterTask(state, await handler(state));
      } while (task.repeatsWhileMore && asksForMore(state));
    } catch (error) {
      const recordFailure = await loadHandler(JOB_FAILURE_RECORDER.entry);
      await recordFailure(stateAfterFailure(state, asTaskError(error)));
      return undefined;
    }
  }
  return state;
}

const running = new Set<Promise<unknown>>();

/** Jobs run in this process (the local runtime, and tests that run jobs) rather than by Step Functions. */
export function installLocalJobRunner(): void {
  setLocalJobRunner((job, input) => {
    const run = runJob(JOBS[job], input).finally(() => running.delete(run));
    running.add(run);
  });
}

/**
 * Back to starting jobs and aggregations as AWS does, without the in-process runners the local runtime installs
 * (a stopped runtime; a test file starting in a process another file used).
 */
export function removeLocalRunners(): void {
  setLocalJobRunner(undefined);
  useLocalAggregation(undefined);
}

/**
 * Loads every job's tasks and runs their `prepare`, in the background of a started runtime, so the first job
 * of the process (a print a user waits for) does not pay for loading the PDF engine. A failure only logs.
 */
export async function prepareLocalJobs(): Promise<void> {
  const entries = [...new Set([...Object.values(JOBS).flatMap((job) => job.tasks.map((task) => task.entry)), JOB_FAILURE_RECORDER.entry])];
  for (const entry of entries) {
    try {
      await (await loadTask(entry)).prepare?.();
    } catch (error) {
      log.warn("job task not prepared", { entry, error: error instanceof Error ? error.message : String(error) });
    }
  }
}

/** Lets shutdown (and tests) wait for jobs in flight. */
export async function settleLocalJobs(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}
