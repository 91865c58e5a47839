import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { sectionRoute } from "../../app/layout-routes";

const dashboardRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "/",
  component: lazyRouteComponent(() => import("./DashboardPage"), "DashboardPage"),
});

export const dashboardRoutes = [dashboardRoute] as const;
