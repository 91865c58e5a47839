import { blobStore } from "../lib/blobs";
import { finishJob } from "../lib/jobs";
import { REPORT_PARAMS, type ReportName, reportFileKey } from "../reports/catalog";
import type { JobInput } from "./definitions";

type Renderer = (tenantId: string, params: Record<string, unknown>) => Promise<Uint8Array>;

/** Each report's renderer, loaded only when that report is asked for. */
const RENDERERS: Partial<Record<ReportName, () => Promise<Renderer>>> = {};

/** The report state machine's task: renders the PDF, stores it and marks the job done. */
export async function handler(input: JobInput): Promise<JobInput> {
  const report = input.params.report as ReportName;
  const loadRenderer = RENDERERS[report];
  if (!loadRenderer || !(report in REPORT_PARAMS)) throw new Error(`Relatório sem gerador: ${String(report)}`);
  const params = REPORT_PARAMS[report].parse(input.params);
  const bytes = await (await loadRenderer())(input.tenantId, params);
  await blobStore().put(reportFileKey(input.tenantId, input.jobId), bytes, "application/pdf");
  await finishJob(input.tenantId, input.jobId, { status: "done" });
  return input;
}
