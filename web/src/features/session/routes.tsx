import { createRoute, redirect } from "@tanstack/react-router";
import { getCurrentUser } from "../../app/current-user";
import { rootRoute } from "../../app/layout-routes";
import { loginSearchSchema } from "../../app/route-params";
import { signOut } from "../../app/session";
import { LoginPage } from "./LoginPage";

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "login",
  validateSearch: loginSearchSchema,
  beforeLoad: () => {
    if (getCurrentUser()) throw redirect({ to: "/" });
  },
  // In the entry: a first visit starts here, and the signed-in screens' chunk groups stay out of it
  // (web/build/chunk-groups.ts). Its own code is a few KB beside what it shares with the entry.
  component: LoginPage,
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
