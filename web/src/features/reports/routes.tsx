import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { getCurrentUser } from "../../app/current-user";
import { requireUser, rootRoute } from "../../app/layout-routes";
import { REPORT_TEXT, runReport } from "./report-job";
import { ReportWaiting } from "./ReportWaiting";

const OpenReportPage = lazyRouteComponent(() => import("./OpenReportPage"), "OpenReportPage");

const openReportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "open_report/$report/{-$data}",
  beforeLoad: async ({ location, cause }) => {
    // A print is waited for. Its page's code loads at once; and as a print opens from a signed-in screen,
    // the stored user is enough here: the report job's first call checks the session, and a 401 leads to
    // /login as this check would.
    void OpenReportPage.preload?.();
    return { user: getCurrentUser() ?? (await requireUser(location, cause)) };
  },
  // The report is generated while the route loads (the job is cancelled when the page is left); its waiting
  // message is the route's pending page, shown at once. 'Tentar novamente' runs the loader again.
  loader: async ({ params, abortController }) => {
    const { decodeReportData } = await import("./report-param");
    const value = decodeReportData(params.report, params.data);
    if (!value) return { outcome: { ok: false as const, message: REPORT_TEXT.invalid }, retryable: false };
    return { outcome: await runReport(value, { signal: abortController.signal }), retryable: true };
  },
  pendingComponent: ReportWaiting,
  pendingMs: 0,
  component: OpenReportPage,
});

/** /open_report (spec §2.2): signed in, but a page of its own, outside the shell. */
export const reportsRoutes = [openReportRoute] as const;
