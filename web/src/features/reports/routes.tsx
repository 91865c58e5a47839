import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { requireUser, rootRoute } from "../../app/layout-routes";

const openReportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "open_report/$report/{-$data}",
  beforeLoad: async ({ location, cause }) => ({ user: await requireUser(location, cause) }),
  component: lazyRouteComponent(() => import("./OpenReportPage"), "OpenReportPage"),
});

/** /open_report (spec §2.2): signed in, but a page of its own, outside the shell. */
export const reportsRoutes = [openReportRoute] as const;
