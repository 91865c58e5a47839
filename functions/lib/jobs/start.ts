import * as z from "zod";
import { randomUUID } from "node:crypto";
import { SFNClient, StartExecutionCommand } from "@aws-sdk/client-sfn";
import { PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { JOB_STATUSES, type JobStatus } from "../../../shared/contracts/jobs";
import { JOB_NAMES, type JobInput, type JobName } from "../../plan/jobs";
import { config } from "../config";
import { db, tableName } from "../db";
import { getItem, type StoredItem } from "../entities/support/dynamo";
import { itemReader, stored } from "../entities/support/entity";
import { keys } from "../keys";
import { countEvent } from "../metrics";
import { outsideRequest } from "../request-scope";

/**
 * A started job, kept in the table for both runtimes so the screens can poll it.
 * Keys: pk T#<t>#JOB, sk <job id>; expires a week after it starts.
 * Access patterns: one job by id (status polling): GetItem.
 */
export interface JobRecord {
  jobId: string;
  tenantId: string;
  job: JobName;
  status: JobStatus;
  result?: Record<string, unknown>;
  error?: string;
  createdAt: string;
}

const JOB_RETENTION_SECONDS = 7 * 24 * 3600;

/** Runs a job in-process; the local runtime installs one, AWS uses Step Functions. */
export type LocalJobRunner = (job: JobName, input: JobInput) => void;
let localRunner: LocalJobRunner | undefined;

export function setLocalJobRunner(runner: LocalJobRunner | undefined): void {
  localRunner = runner;
}

function stateMachineArn(job: JobName): string {
  const arn = config().stateMachineArns[job];
  if (!arn) throw new Error(`Máquina de estados não configurada para ${job}`);
  return arn;
}

/** Records the job as running, then starts it; the job's status lives in the table for both runtimes. */
export async function startJob(tenantId: string, job: JobName, params: Record<string, unknown>): Promise<JobRecord> {
  const record: JobRecord = { jobId: randomUUID(), tenantId, job, status: "running", createdAt: new Date().toISOString() };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.job(tenantId, record.jobId), ...record, expiresAt: Math.floor(Date.now() / 1000) + JOB_RETENTION_SECONDS },
    }),
  );
  const input: JobInput = { tenantId, jobId: record.jobId, params };
  if (localRunner) {
    const run = localRunner;
    // The job goes on after the request answers: its lines and counts are not the request's.
    outsideRequest(() => run(job, input));
  } else {
    await new SFNClient({}).send(
      new StartExecutionCommand({ stateMachineArn: stateMachineArn(job), name: record.jobId, input: JSON.stringify(input) }),
    );
  }
  return record;
}

/** A job as stored: its name and status only when this code knows them. */
const readJobItem = itemReader(
  z.object({
    jobId: stored.text(),
    tenantId: stored.text(),
    job: stored.optionalOneOf(JOB_NAMES),
    status: stored.optionalOneOf(JOB_STATUSES),
    result: stored.optionalRecord(),
    error: stored.optionalText(),
    createdAt: stored.text(),
  }),
);

/** A stored job; undefined when it names a job or status this code does not know. */
function jobFromItem(item: StoredItem): JobRecord | undefined {
  const { job, status, ...record } = readJobItem(item);
  return job && status ? { ...record, job, status } : undefined;
}

export async function readJob(tenantId: string, jobId: string): Promise<JobRecord | undefined> {
  const item = await getItem(keys.job(tenantId, jobId));
  return item && jobFromItem(item);
}

export async function finishJob(
  tenantId: string,
  jobId: string,
  outcome: { status: "done"; result?: Record<string, unknown> } | { status: "failed"; error: string },
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.job(tenantId, jobId),
      UpdateExpression: "SET #status = :status, #result = :result, #error = :error",
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeNames: { "#status": "status", "#result": "result", "#error": "error" },
      ExpressionAttributeValues: {
        ":status": outcome.status,
        ":result": outcome.status === "done" ? (outcome.result ?? {}) : null,
        ":error": outcome.status === "failed" ? outcome.error : null,
      },
    }),
  );
  countEvent(outcome.status === "done" ? "JobFinished" : "JobFailed");
}
