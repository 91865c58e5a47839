import { getRouteApi } from "@tanstack/react-router";
import { lazy, Suspense, useEffect } from "react";
import { usePageBreadcrumbs } from "./app/breadcrumbs";
import { useCurrentUser } from "./app/current-user";
import { PendingPage } from "./app/PendingPage";
import { opensLists, whenSettled } from "./app/warm-up";

const route = getRouteApi("/_auth/_section/");

const NO_TRAIL = [] as const;

const ManagerDashboard = lazy(() => import("./features/dashboard/ManagerDashboard").then((module) => ({ default: module.ManagerDashboard })));
const FloorCollector = lazy(() => import("./features/floor/FloorCollector").then((module) => ({ default: module.FloorCollector })));

/**
 * The list kit (and the Cloudscape table, cards, pagination and preferences it draws), which every other section
 * uses and this page does not. Asked for while the person reads this page, a list opened from the menu finds it
 * cached: on the phone profile (4x CPU, 1.6 Mbps, 150 ms), use and loss opened from here with nothing cached
 * before drew its rows in 1.63 s instead of 2.31 s, pricing's 'Todos os Produtos' in 2.23 s instead of 3.28 s.
 * A failure is left to the screen that needs the code, which shows its own error.
 */
const warmUpListKit = () => void import("./lists").catch(() => undefined);

/**
 * / : the first page everyone sees. Administrators get the manager's morning page (features/dashboard); a
 * standard user, whose only page this is, gets the store-floor collector (features/floor: counts and use and
 * loss from a phone). Here, with the routes, so neither area reaches into the other.
 */
export function HomePage() {
  usePageBreadcrumbs(NO_TRAIL);
  const user = useCurrentUser();
  const home = route.useLoaderData();
  const warmsUpLists = opensLists(home.admin);
  useEffect(() => (warmsUpLists ? whenSettled(warmUpListKit) : undefined), [warmsUpLists]);
  if (!user) return null;
  return <Suspense fallback={<PendingPage />}>{home.admin ? <ManagerDashboard answer={home.dashboard} /> : <FloorCollector />}</Suspense>;
}
