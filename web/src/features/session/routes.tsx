import { createRoute, redirect } from "@tanstack/react-router";
import { lazyScreen } from "../../app/lazy-screen";
import { getCurrentUser } from "../../app/current-user";
import { rootRoute } from "../../app/layout-routes";
import { loginSearchSchema } from "../../app/route-params";
import { signOut } from "../../app/session";

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "login",
  validateSearch: loginSearchSchema,
  beforeLoad: () => {
    if (getCurrentUser()) throw redirect({ to: "/" });
  },
  component: lazyScreen(() => import("./LoginPage"), "LoginPage"),
});

const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "logout",
  beforeLoad: async () => {
    await signOut();
    throw redirect({ to: "/login" });
  },
});

/** /login and /logout (spec §2.2), outside the signed-in shell. */
export const sessionRoutes = [loginRoute, logoutRoute] as const;
