import * as z from "zod";

/**
 * The reports the product renders as jobs, with the parameters each takes.
 * Light on purpose: the API function imports it; only the render task imports the renderers.
 */
export const REPORT_PARAMS = {
  purchase_order: z.object({ id: z.coerce.number({ error: "Pedido inválido." }).int("Pedido inválido.").positive("Pedido inválido.") }),
} as const;

export type ReportName = keyof typeof REPORT_PARAMS;

export const reportRequestSchema = z
  .object({ report: z.enum(Object.keys(REPORT_PARAMS) as [ReportName, ...ReportName[]], { error: "Relatório desconhecido." }) })
  .passthrough();

export function reportFileKey(tenantId: string, jobId: string): string {
  return `reports/${tenantId}/${jobId}.pdf`;
}

/** How long a presigned report URL stays valid. */
export const REPORT_URL_SECONDS = 300;
