import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../../app/lazy-screen";
import { sectionRoute } from "../../app/layout-routes";
import { fetchUsers } from "./api";

const usersRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "users",
  // The users load before the page shows (the router's pending page meanwhile); a change reloads them
  // through router.invalidate(). The API client notifies a failure and answers an empty list.
  loader: () => fetchUsers(),
  component: lazyScreen(() => import("./UsersPage"), "UsersPage"),
});

export const usersRoutes = [usersRoute] as const;
