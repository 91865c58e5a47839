import { DASHBOARD_LOAD_ERROR, type DashboardAnswer } from "../../../../shared/contracts/dashboard";
import { getOne } from "../../app/api";

/** GET /dashboard: every tile of the manager's page in one answer; null when it could not be read at all. */
export function loadDashboard(): Promise<DashboardAnswer | null> {
  return getOne<DashboardAnswer>("/dashboard", { errorMessage: DASHBOARD_LOAD_ERROR });
}
