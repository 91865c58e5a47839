import { createRootRoute, createRoute, type ParsedLocation, redirect } from "@tanstack/react-router";
import type { CurrentUser } from "../../../shared/contracts/session";
import { getCurrentUser } from "./current-user";
import { ErrorPage, NotFoundPage } from "./ErrorPage";
import { lazyLayout } from "./lazy-screen";
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

/** While staying inside the layout, or a moment after the server answered for this user, the stored user is enough. */
function storedUserStands(stored: CurrentUser, cause: SessionCause): boolean {
  const recent = lastCheck !== null && stored.username === lastCheck.user.username && Date.now() - lastCheck.at < CHECK_REUSE_MS;
  return cause === "stay" || recent;
}

/** The check under way: an entry while it is out (a menu link's redirect, at once) waits for it rather than asking again. */
let pendingCheck: Promise<CurrentUser | null> | null = null;

function checkOnce(): Promise<CurrentUser | null> {
  pendingCheck ??= checkSession().finally(() => {
    pendingCheck = null;
  });
  return pendingCheck;
}

/** The server's answer on who is signed in, kept for the next entry; no one: to /login, remembering the address. */
async function askServer(location: ParsedLocation): Promise<CurrentUser> {
  const user = await checkOnce();
  lastCheck = user ? { at: Date.now(), user } : null;
  if (!user) throw redirect({ to: "/login", search: { from: location.href } });
  return user;
}

/** On entering the layout ask the server (unless it answered for this user a moment ago); while staying inside it, the stored user is enough. */
export async function requireUser(location: ParsedLocation, cause: SessionCause): Promise<CurrentUser> {
  const stored = getCurrentUser();
  if (stored && storedUserStands(stored, cause)) return stored;
  return askServer(location);
}

/** Who enters the layout, and the server's word on it: the layout is shown once `confirmed` resolves. */
export interface LayoutEntry {
  user: CurrentUser;
  confirmed: Promise<void>;
}

const CONFIRMED: Promise<void> = Promise.resolve();

/**
 * On entering with a user stored in this browser, the server is asked while the screen's data loads instead of
 * before (a round trip less on a phone before the first rows): the layout's loader waits for the answer, so the
 * layout still shows only once the server has said who is signed in. No one: to /login. Someone else, or the
 * same user with other rights: the same address again, entered as the server's user.
 */
export async function enterLayout(location: ParsedLocation, cause: SessionCause): Promise<LayoutEntry> {
  const stored = getCurrentUser();
  if (!stored || storedUserStands(stored, cause)) return { user: await requireUser(location, cause), confirmed: CONFIRMED };
  const confirmed = askServer(location).then((user) => {
    if (user.username !== stored.username || user.admin !== stored.admin) throw redirect({ href: location.href });
  });
  // Awaited by the layout's loader; when a guard below refuses the page first, nothing else waits for it.
  confirmed.catch(() => undefined);
  return { user: stored, confirmed };
}

export const rootRoute = createRootRoute({
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});

export const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "_auth",
  beforeLoad: ({ location, cause }) => enterLayout(location, cause),
  // Beside the screen's own loaders: the server's answer on the session (see enterLayout).
  loader: ({ context }) => context.confirmed,
  component: lazyLayout(() => import("./AppShell"), "AppShell"),
});

export const sectionRoute = createRoute({
  getParentRoute: () => authRoute,
  id: "_section",
  beforeLoad: ({ context, location }) => {
    if (!pathOpenTo(location.pathname, context.user.admin)) throw new RouteError(403, FORBIDDEN_MESSAGE);
  },
});
