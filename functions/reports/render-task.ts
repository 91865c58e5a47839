import { REPORT_NAMES, type ReportName, REPORT_PARAMS } from "../../shared/contracts/reports";
import { blobStore } from "../lib/blobs";
import { finishJob } from "../lib/jobs/start";
import { reportFileKey } from "./catalog";
import type { JobInput } from "../plan/jobs";
import { asJobFailure } from "../lib/jobs/failure";

interface ReportRenderer {
  /** The PDF of the report the job's parameters name (validated by the renderer's own schema). */
  render(tenantId: string, params: Record<string, unknown>): Promise<Uint8Array>;
  /** Starts the PDF engine on a sample, so the first real report of the process does not wait for it. */
  prepare(): Promise<void>;
}

/** Each report's renderer, loaded only when that report is asked for (or prepared). */
const RENDERERS: Record<ReportName, () => Promise<ReportRenderer>> = {
  purchase_order: async () => {
    const { renderPurchaseOrder, preparePurchaseOrderRenderer } = await import("./purchase-order-render");
    return {
      render: (tenantId, params) => renderPurchaseOrder(tenantId, REPORT_PARAMS.purchase_order.parse(params)),
      prepare: preparePurchaseOrderRenderer,
    };
  },
};

function reportOf(params: Record<string, unknown>): ReportName {
  const report = REPORT_NAMES.find((name) => name === params.report);
  if (!report) throw new Error(`Relatório sem gerador: ${String(params.report)}`);
  return report;
}

/**
 * The report state machine's task: renders the PDF, stores it and marks the job done. A refusal the user can
 * act on (the order no longer exists) fails the job with its reason (failure.ts).
 */
export async function handler(input: JobInput): Promise<JobInput> {
  try {
    const renderer = await RENDERERS[reportOf(input.params)]();
    const bytes = await renderer.render(input.tenantId, input.params);
    await blobStore().put(reportFileKey(input.tenantId, input.jobId), bytes, "application/pdf");
    await finishJob(input.tenantId, input.jobId, { status: "done" });
    return input;
  } catch (error) {
    throw asJobFailure(error);
  }
}

/** Loads every renderer and draws a sample with each, once per process (the local runtime calls it at start). */
export async function prepare(): Promise<void> {
  for (const load of Object.values(RENDERERS)) await (await load()).prepare();
}
