import { httpApi } from "../lib/request/http";
import { reportFile, reportStatus, requestReport } from "./jobs";

export const handler = httpApi("reports", {
  "POST /api/reports": requestReport,
  "GET /api/reports/{job_id}": reportStatus,
  "GET /api/reports/{job_id}/file": reportFile,
});
