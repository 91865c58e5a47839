import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { getCurrentUser } from "../../app/current-user";
import { requireUser, rootRoute } from "../../app/layout-routes";

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
  component: OpenReportPage,
});

/** /open_report (spec §2.2): signed in, but a page of its own, outside the shell. */
export const reportsRoutes = [openReportRoute] as const;
