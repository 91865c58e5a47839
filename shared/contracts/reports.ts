import * as z from "zod";
import type { JobStatus } from "./jobs";

/**
 * The reports area's contract (spec §2.5, §7): each report the product renders, with the parameters it takes,
 * and the answers of the report job's endpoints. The screen's /open_report link carries the same value.
 */

const ORDER_MESSAGE = "Pedido inválido.";

/** Printing a purchase order (spec §2.5): { report: "purchase_order", id }. */
export const purchaseOrderReportSchema = z.object({
  report: z.literal("purchase_order"),
  id: z.number({ error: ORDER_MESSAGE }).int(ORDER_MESSAGE).positive(ORDER_MESSAGE).max(Number.MAX_SAFE_INTEGER, ORDER_MESSAGE),
});

/** Each report's parameters, by report name. */
export const REPORT_PARAMS = {
  purchase_order: purchaseOrderReportSchema,
} as const;

export type ReportName = keyof typeof REPORT_PARAMS;
export const REPORT_NAMES = Object.keys(REPORT_PARAMS) as [ReportName, ...ReportName[]];

/** Any report with its parameters. */
export const reportValueSchema = z.discriminatedUnion("report", [purchaseOrderReportSchema]);
export type ReportValue = z.infer<typeof reportValueSchema>;

/** POST /api/reports: the report's name first (its parameters are then read by REPORT_PARAMS[report]). */
export const reportRequestSchema = z.object({ report: z.enum(REPORT_NAMES, { error: "Relatório desconhecido." }) }).loose();

/** POST /api/reports answer (202). */
export interface ReportJobStarted {
  job_id: string;
}

/** GET /api/reports/{job_id} answer: running, failed, or done with the URL of the PDF. */
export type ReportJobState = { status: Exclude<JobStatus, "done"> } | { status: "done"; url: string };
