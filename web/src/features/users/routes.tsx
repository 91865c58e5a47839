import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { sectionRoute } from "../../app/layout-routes";

const usersRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "users",
  // The users load before the page shows (the router's pending page meanwhile); a change reloads them
  // through router.invalidate(). The API client notifies a failure and answers an empty list.
  loader: async () => (await import("./api")).fetchUsers(),
  component: lazyRouteComponent(() => import("./UsersPage"), "UsersPage"),
});

export const usersRoutes = [usersRoute] as const;
