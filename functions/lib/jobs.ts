import { randomUUID } from "node:crypto";
import { SFNClient, StartExecutionCommand } from "@aws-sdk/client-sfn";
import { GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { JobInput } from "../jobs/definitions";
import type { JobName } from "../routes";
import { config } from "./config";
import { db, tableName } from "./db";
import { keys } from "./keys";

export type JobStatus = "running" | "done" | "failed";

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

function stateMachineArn(job: JobName): string | undefined {
  const { PRICING_STATE_MACHINE_ARN, REPORT_STATE_MACHINE_ARN } = config();
  return job === "pricingClassification" ? PRICING_STATE_MACHINE_ARN : REPORT_STATE_MACHINE_ARN;
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
    localRunner(job, input);
  } else {
    const arn = stateMachineArn(job);
    if (!arn) throw new Error(`Máquina de estados não configurada para ${job}`);
    await new SFNClient({}).send(
      new StartExecutionCommand({ stateMachineArn: arn, name: record.jobId, input: JSON.stringify(input) }),
    );
  }
  return record;
}

export async function readJob(tenantId: string, jobId: string): Promise<JobRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(tenantId, jobId) }));
  return Item as JobRecord | undefined;
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
}
