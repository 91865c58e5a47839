import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { sectionRoute } from "../../app/layout-routes";

const usersRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "users",
  component: lazyRouteComponent(() => import("./UsersPage"), "UsersPage"),
});

export const usersRoutes = [usersRoute] as const;
