/**
 * Where rendered reports are kept and for how long their links last. The reports themselves and their
 * parameters are the area's contract (shared/contracts/reports.ts). Light on purpose: the API function
 * imports it; only the render task imports the renderers.
 */
export function reportFileKey(tenantId: string, jobId: string): string {
  return `reports/${tenantId}/${jobId}.pdf`;
}

/** How long a presigned report URL stays valid. */
export const REPORT_URL_SECONDS = 300;
