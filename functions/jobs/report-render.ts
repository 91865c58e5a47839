import { blobStore } from "../lib/blobs";
import { finishJob } from "../lib/jobs";
import { REPORT_PARAMS, type ReportName } from "../../shared/contracts/reports";
import { reportFileKey } from "../reports/catalog";
import type { JobInput } from "./definitions";

type Renderer = (tenantId: string, params: Record<string, unknown>) => Promise<Uint8Array>;

/** Each report's renderer, loaded only when that report is asked for. */
const RENDERERS: Record<ReportName, () => Promise<Renderer>> = {
  purchase_order: async () => {
    const { renderPurchaseOrder } = await import("../reports/purchase-order/render");
    return (tenantId, params) => renderPurchaseOrder(tenantId, REPORT_PARAMS.purchase_order.parse(params));
  },
};

/** The report state machine's task: renders the PDF, stores it and marks the job done. */
export async function handler(input: JobInput): Promise<JobInput> {
  const report = input.params.report as ReportName;
  if (!(report in RENDERERS)) throw new Error(`Relatório sem gerador: ${String(report)}`);
  const loadRenderer = RENDERERS[report];
  const params = REPORT_PARAMS[report].parse(input.params);
  const bytes = await (await loadRenderer())(input.tenantId, params);
  await blobStore().put(reportFileKey(input.tenantId, input.jobId), bytes, "application/pdf");
  await finishJob(input.tenantId, input.jobId, { status: "done" });
  return input;
}
