import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { SFNClient, StartExecutionCommand } from "@aws-sdk/client-sfn";
import { sdkStreamMixin } from "@smithy/core/serde";
import { mockClient } from "aws-sdk-client-mock";
import { Readable } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { JOB_FAULT_MESSAGE } from "../../functions/lib/jobs/failure";
import { recordFailure } from "../../functions/lib/jobs/record-failure";
import { s3BlobStore } from "../../functions/lib/blobs";
import { resetConfig } from "../../functions/lib/config";
import { readJob, setLocalJobRunner, startJob } from "../../functions/lib/jobs/start";
import { installLocalJobRunner, settleLocalJobs } from "../../infra/local/jobs";
import { callApi } from "../support/api";
import { seedTenantWithSessions } from "../support/sessions";
import { useTestTable } from "../support/table";
import { useLocalBlobDir } from "../support/local-blobs";

useTestTable();

let admin = "";
let standard = "";
beforeAll(async () => {
  resetConfig();
  installLocalJobRunner();
  ({ admin, user: standard } = await seedTenantWithSessions("demo"));
});
useLocalBlobDir("reports-blobs");

describe("reports API", () => {
  it("refuses an unknown report or a bad id with 400 and starts nothing", async () => {
    const unknown = await callApi("POST", "/api/reports", { cookie: admin, body: { report: "balanço", id: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message?.msg).toBe("Relatório desconhecido.");
    const badId = await callApi("POST", "/api/reports", { cookie: admin, body: { report: "purchase_order", id: -3 } });
    expect(badId.status).toBe(400);
    expect(badId.body.message?.msg).toBe("Pedido inválido.");
    for (const id of [undefined, "abc"]) {
      const answer = await callApi("POST", "/api/reports", { cookie: admin, body: { report: "purchase_order", id } });
      expect(answer.status).toBe(400);
      expect(answer.body.message?.msg).toBe("Pedido inválido.");
    }
  });

  it("records a failed render as failed with the server's reason, so the screen stops waiting and says why", async () => {
    // The demo order 999999 does not exist.
    const started = await callApi<{ job_id: string }>("POST", "/api/reports", { cookie: admin, body: { report: "purchase_order", id: 999999 } });
    expect(started.status).toBe(202);
    const jobId = started.body.data?.job_id ?? "";
    await settleLocalJobs();
    const status = await callApi<{ status: string }>("GET", `/api/reports/${jobId}`, { cookie: admin });
    expect(status.status).toBe(200);
    expect(status.body.data).toEqual({ status: "failed" });
    expect(status.body.message).toEqual({ type: "error", msg: "Pedido 999999 não encontrado." });
    expect((await callApi("GET", `/api/reports/${jobId}/file`, { cookie: admin })).status).toBe(404);
  });

  it("prints for administrators only: a standard user can neither start a report nor read an administrator's", async () => {
    // A purchase order carries costs and suppliers, from lists a standard user cannot open.
    const refused = await callApi("POST", "/api/reports", { cookie: standard, body: { report: "purchase_order", id: 1 } });
    expect(refused.status).toBe(403);
    expect(refused.body.message?.msg).toBe("Acesso restrito a administradores.");
    const job = await startJob("demo", "reportRendering", { report: "purchase_order", id: 999996 });
    await settleLocalJobs();
    for (const path of [`/api/reports/${job.jobId}`, `/api/reports/${job.jobId}/file`]) {
      const answer = await callApi("GET", path, { cookie: standard });
      expect(answer.status).toBe(403);
      expect(answer.body.message?.msg).toBe("Acesso restrito a administradores.");
    }
  });

  it("keeps a fault's details out of the answer: failed, with no message", async () => {
    const job = await startJob("demo", "reportRendering", { report: "purchase_order", id: 999998 });
    await settleLocalJobs();
    await recordFailure({ ...job, params: {}, error: { Error: "TypeError", Cause: "Cannot read properties of undefined (reading 'items')" } });
    expect((await readJob("demo", job.jobId))?.error).toBe(JOB_FAULT_MESSAGE);
    const status = await callApi<{ status: string }>("GET", `/api/reports/${job.jobId}`, { cookie: admin });
    expect(status.body).toEqual({ success: true, data: { status: "failed" } });
  });

  it("reads a refusal's reason as Step Functions hands over a Lambda's error", async () => {
    const job = await startJob("demo", "reportRendering", { report: "purchase_order", id: 999997 });
    await settleLocalJobs();
    const cause = JSON.stringify({ errorType: "JobRefused", errorMessage: "Pedido 999997 não encontrado.", trace: ["JobRefused: ..."] });
    await recordFailure({ ...job, params: {}, error: { Error: "JobRefused", Cause: cause } });
    const status = await callApi<{ status: string }>("GET", `/api/reports/${job.jobId}`, { cookie: admin });
    expect(status.body.message?.msg).toBe("Pedido 999997 não encontrado.");
  });

  it("answers 404 for a job id of another tenant or that does not exist", async () => {
    const other = await startJob("other-tenant", "reportRendering", { report: "purchase_order", id: 1 });
    await settleLocalJobs();
    expect((await readJob("other-tenant", other.jobId))?.tenantId).toBe("other-tenant");
    expect((await callApi("GET", `/api/reports/${other.jobId}`, { cookie: admin })).status).toBe(404);
    expect((await callApi("GET", "/api/reports/not-a-uuid", { cookie: admin })).status).toBe(404);
  });
});

describe("AWS adapters", () => {
  it("starts the report state machine with the job as input when no local runner is installed", async () => {
    const sfn = mockClient(SFNClient);
    sfn.on(StartExecutionCommand).resolves({ executionArn: "arn:aws:states:sa-east-1:1:execution:reports:x" });
    process.env.REPORT_STATE_MACHINE_ARN = "arn:aws:states:sa-east-1:1:stateMachine:reports";
    resetConfig();
    setLocalJobRunner(undefined);
    try {
      const job = await startJob("demo", "reportRendering", { report: "purchase_order", id: 7 });
      const call = sfn.commandCalls(StartExecutionCommand)[0]?.args[0].input;
      expect(call?.stateMachineArn).toBe("arn:aws:states:sa-east-1:1:stateMachine:reports");
      expect(call?.name).toBe(job.jobId);
      expect(JSON.parse(call?.input ?? "{}")).toEqual({ tenantId: "demo", jobId: job.jobId, params: { report: "purchase_order", id: 7 } });
      expect((await readJob("demo", job.jobId))?.status).toBe("running");
    } finally {
      sfn.restore();
      delete process.env.REPORT_STATE_MACHINE_ARN;
      resetConfig();
      installLocalJobRunner();
    }
  });

  it("writes, reads and presigns report files in the reports bucket", async () => {
    const s3 = mockClient(S3Client);
    s3.on(PutObjectCommand).resolves({});
    s3.on(GetObjectCommand).resolves({ Body: sdkStreamMixin(Readable.from([Buffer.from("%PDF-1.4 teste")])) });
    const client = new S3Client({ region: "sa-east-1", credentials: { accessKeyId: "a", secretAccessKey: "b" } });
    const store = s3BlobStore("relatorios", client);
    await store.put("reports/demo/x.pdf", Buffer.from("%PDF"), "application/pdf");
    const put = s3.commandCalls(PutObjectCommand)[0]?.args[0].input;
    expect(put).toMatchObject({ Bucket: "relatorios", Key: "reports/demo/x.pdf", ContentType: "application/pdf" });
    expect((await store.get("reports/demo/x.pdf"))?.toString()).toBe("%PDF-1.4 teste");
    const url = await store.presignedUrl("reports/demo/x.pdf", 300);
    expect(url).toMatch(/^https:\/\/relatorios\.s3\.sa-east-1\.amazonaws\.com\/reports\/demo\/x\.pdf\?/);
    expect(url).toContain("X-Amz-Expires=300");
    s3.restore();
  });
});
