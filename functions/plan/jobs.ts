import type { FunctionNeeds } from "./needs";

/**
 * Job definitions, the one place that says what a job is: in AWS each becomes a Step Functions state machine
 * (infra/constructs/jobs.ts) whose task functions get exactly the grants their needs name; locally the same
 * tasks run in-process (infra/local/jobs.ts). A failing task is caught and handed to the failure recorder,
 * which marks the job failed in the table.
 */
export interface JobTask {
  /** The task's state in the state machine. */
  name: string;
  /** Handler file, relative to the repository root. */
  entry: string;
  timeoutSeconds: number;
  memoryMb: number;
  needs: FunctionNeeds;
  /**
   * The task does its work in slices: it answers `{ more: true }` while work is left and runs again on the
   * state after it (a Choice state in the state machine, a loop in the local runner), so no single run needs
   * more time than its timeout allows. It must always answer `more` as a boolean.
   */
  repeatsWhileMore?: boolean;
}

export interface JobDefinition {
  tasks: readonly [JobTask, ...JobTask[]];
  timeoutMinutes: number;
  /** The variable that carries the state machine's ARN to the functions that start the job. */
  stateMachineArnEnv: `${string}_STATE_MACHINE_ARN`;
}

const TASK_NEEDS: FunctionNeeds = { table: "readWrite", jwtSecret: false };

export const JOBS = {
  pricingClassification: {
    tasks: [{ name: "classify", entry: "functions/pricing/classify-task.ts", timeoutSeconds: 300, memoryMb: 1769, needs: TASK_NEEDS }],
    timeoutMinutes: 15,
    stateMachineArnEnv: "PRICING_STATE_MACHINE_ARN",
  },
  reportRendering: {
    tasks: [
      {
        name: "render",
        entry: "functions/reports/render-task.ts",
        timeoutSeconds: 120,
        // A full vCPU (Lambda gives CPU by memory): a fresh renderer's first page is CPU-bound, ~0.6 s of it,
        // which 1024 MB (about 0.58 of a vCPU) stretches past the 1.5 s from click to PDF.
        memoryMb: 1769,
        needs: { ...TASK_NEEDS, reportsBucket: "readWrite" },
      },
    ],
    timeoutMinutes: 5,
    stateMachineArnEnv: "REPORT_STATE_MACHINE_ARN",
  },
  inventoryProcessing: {
    tasks: [
      {
        name: "process",
        entry: "functions/inventories/process-task.ts",
        // Each run stops taking slices after INVENTORY_SLICE_BUDGET_MS (functions/inventories/process-run.ts).
        timeoutSeconds: 300,
        memoryMb: 1024,
        needs: TASK_NEEDS,
        repeatsWhileMore: true,
      },
    ],
    timeoutMinutes: 60,
    stateMachineArnEnv: "INVENTORY_PROCESSING_STATE_MACHINE_ARN",
  },
} satisfies Record<string, JobDefinition>;

export type JobName = keyof typeof JOBS;
export const JOB_NAMES = Object.keys(JOBS) as JobName[];

/** The state machines' catch, shared by every job. */
export const JOB_FAILURE_RECORDER = { entry: "functions/lib/jobs/record-failure.ts", needs: TASK_NEEDS } as const;

export const NIGHTLY_AGGREGATION = "functions/sales/nightly-aggregation.ts";
/** 03:00 in America/Sao_Paulo. */
export const NIGHTLY_SCHEDULE = { hour: 3, minute: 0, timeZone: "America/Sao_Paulo" } as const;

/** What starts a job: its execution input. */
export interface JobInput {
  tenantId: string;
  jobId: string;
  params: Record<string, unknown>;
}

/** What a task receives: the job input, plus the previous task's output under `result` from the second task on. */
export type JobState = JobInput & { result?: unknown };

/** What the failure recorder receives: the failing task's input with the error beside it. */
export type FailedJobState = JobState & { error?: { Error?: string; Cause?: string } };

const RESULT_FIELD = "result";
const ERROR_FIELD = "error";

/** Where the state machine puts a task's output (its ResultPath): beside the job input, which later tasks still need. */
export const TASK_RESULT_PATH = `$.${RESULT_FIELD}`;
/** Where the state machine's catch puts a task's error before the failure recorder runs. */
export const TASK_ERROR_PATH = `$.${ERROR_FIELD}`;

/**
 * The state after a task, which is what the next task receives: the task's input with `result` set to its
 * output as Step Functions carries it (JSON; a handler that returns nothing answers null). Both runtimes pass
 * data this way: the state machines through TASK_RESULT_PATH, the local runner by calling this.
 */
export function stateAfterTask(input: JobState, output: unknown): JobState {
  const payload: unknown = output === undefined ? null : JSON.parse(JSON.stringify(output));
  return { ...input, [RESULT_FIELD]: payload };
}

const MORE_FIELD = "more";
/** Where a repeating task's answer says whether to run it again (TASK_RESULT_PATH, then its `more`). */
export const TASK_MORE_PATH = `${TASK_RESULT_PATH}.${MORE_FIELD}`;

/** A repeating task's answer: run it again while `more`. */
export interface RepeatingTaskOutput {
  [MORE_FIELD]: boolean;
}

/** Whether a repeating task asked to run again, read from the state after it (as the Choice state reads it). */
export function asksForMore(state: JobState): boolean {
  const result = state[RESULT_FIELD];
  return typeof result === "object" && result !== null && MORE_FIELD in result && result[MORE_FIELD] === true;
}

/** The failure recorder's input (TASK_ERROR_PATH): the failing task's input with its error. */
export function stateAfterFailure(input: JobState, error: { Error: string; Cause: string }): FailedJobState {
  return { ...input, [ERROR_FIELD]: error };
}
