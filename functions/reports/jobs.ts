import { REPORT_PARAMS, type ReportJobStarted, type ReportJobState, reportRequestSchema } from "../../shared/contracts/reports";
import { refusalReason } from "../lib/jobs/failure";
import { blobStore } from "../lib/blobs";
import { NotFound } from "../lib/errors";
import type { ApiRequest, ApiResult } from "../lib/request/http";
import { readJob, startJob } from "../lib/jobs/start";
import { parseInput } from "../lib/request/validate";
import { REPORT_URL_SECONDS, reportFileKey } from "./catalog";

const JOB_NOT_FOUND = "Relatório não encontrado.";

/** POST /api/reports: validates the report and its parameters, then starts the render job. */
export async function requestReport(request: ApiRequest): Promise<ApiResult> {
  const { report } = parseInput(reportRequestSchema, request.body);
  const params = parseInput(REPORT_PARAMS[report], request.body);
  const job = await startJob(request.tenantId, "reportRendering", params);
  return { status: 202, data: { job_id: job.jobId } satisfies ReportJobStarted };
}

async function reportJob(request: ApiRequest) {
  const jobId = request.params.job_id ?? "";
  const job = /^[0-9a-f-]{36}$/.test(jobId) ? await readJob(request.tenantId, jobId) : undefined;
  if (job?.job !== "reportRendering") throw new NotFound(JOB_NOT_FOUND);
  return job;
}

/**
 * GET /api/reports/{job_id}: running, failed, or done with a short-lived URL of the PDF. A job refused for a
 * reason the user can act on ('Pedido 999 não encontrado.') answers it as the message, which the screen shows.
 */
export async function reportStatus(request: ApiRequest): Promise<ApiResult> {
  const job = await reportJob(request);
  if (job.status !== "done") {
    const reason = refusalReason(job);
    return { data: { status: job.status } satisfies ReportJobState, ...(reason ? { message: { type: "error", msg: reason } } : {}) };
  }
  const url =
    (await blobStore().presignedUrl(reportFileKey(request.tenantId, job.jobId), REPORT_URL_SECONDS)) ??
    `/api/reports/${job.jobId}/file`;
  return { data: { status: "done", url } satisfies ReportJobState };
}

/** GET /api/reports/{job_id}/file: the PDF bytes (local store) or a redirect to the presigned URL (S3). */
export async function reportFile(request: ApiRequest): Promise<ApiResult> {
  const job = await reportJob(request);
  if (job.status !== "done") throw new NotFound(JOB_NOT_FOUND);
  const key = reportFileKey(request.tenantId, job.jobId);
  const url = await blobStore().presignedUrl(key, REPORT_URL_SECONDS);
  if (url) return { status: 302, raw: { headers: { location: url } } };
  const bytes = await blobStore().get(key);
  if (!bytes) throw new NotFound(JOB_NOT_FOUND);
  return {
    raw: {
      contentType: "application/pdf",
      body: bytes,
      headers: { "content-disposition": `inline; filename="relatorio-${job.jobId.slice(0, 8)}.pdf"` },
    },
  };
}
