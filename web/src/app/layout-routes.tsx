import { createRootRoute, createRoute, lazyRouteComponent, type ParsedLocation, redirect } from "@tanstack/react-router";
import type { CurrentUser } from "../../../shared/contracts/session";
import { getCurrentUser } from "./current-user";
import { ErrorPage, NotFoundPage } from "./ErrorPage";
import { RootLayout } from "./RootLayout";
import { FORBIDDEN_MESSAGE, RouteError } from "./route-error";
import { pathOpenTo } from "./sections";
import { checkSession } from "./session";

/**
 * The routes every area hangs its screens on: the root, the pathless `_auth` layout that checks the
 * session and draws the shell, and below it the pathless `_section` layout that keeps standard users out
 * of the admin-only sections (as sections.ts declares them). The guard sits below the shell so a refused
 * page still shows the sidebar.
 */

type SessionCause = "preload" | "enter" | "stay";

/**
 * How long the server's answer on entering stands for the next entry: a menu link that redirects (/use_and_loss
 * to its open operations) enters the layout twice in a row, and a phone waits a round trip for each check.
 */
export const CHECK_REUSE_MS = 2_000;

let lastCheck: { at: number; user: CurrentUser } | null = null;

/** On entering the layout ask the server (unless it answered for this user a moment ago); while staying inside it, the stored user is enough. */
export async function requireUser(location: ParsedLocation, cause: SessionCause): Promise<CurrentUser> {
  const stored = getCurrentUser();
  const recent = lastCheck !== null && stored?.username === lastCheck.user.username && Date.now() - lastCheck.at < CHECK_REUSE_MS;
  if ((cause === "stay" || recent) && stored) return stored;
  const user = await checkSession();
  lastCheck = user ? { at: Date.now(), user } : null;
  if (!user) throw redirect({ to: "/login", search: { from: location.href } });
  return user;
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "_auth",
  beforeLoad: async ({ location, cause }) => ({ user: await requireUser(location, cause) }),
  component: lazyRouteComponent(() => import("./AppShell"), "AppShell"),
});

export const sectionRoute = createRoute({
  getParentRoute: () => authRoute,
  id: "_section",
  beforeLoad: ({ context, location }) => {
    if (!pathOpenTo(location.pathname, context.user.admin)) throw new RouteError(403, FORBIDDEN_MESSAGE);
  },
});
