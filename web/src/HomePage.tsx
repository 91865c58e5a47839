import { getRouteApi } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { usePageBreadcrumbs } from "./app/breadcrumbs";
import { useCurrentUser } from "./app/current-user";
import { PendingPage } from "./app/PendingPage";

const route = getRouteApi("/_auth/_section/");

const NO_TRAIL = [] as const;

const ManagerDashboard = lazy(() => import("./features/dashboard/ManagerDashboard").then((module) => ({ default: module.ManagerDashboard })));
const FloorCollector = lazy(() => import("./features/floor/FloorCollector").then((module) => ({ default: module.FloorCollector })));

/**
 * / : the first page everyone sees. Administrators get the manager's morning page (features/dashboard); a
 * standard user, whose only page this is, gets the store-floor collector (features/floor: counts and use and
 * loss from a phone). Here, with the routes, so neither area reaches into the other.
 */
export function HomePage() {
  usePageBreadcrumbs(NO_TRAIL);
  const user = useCurrentUser();
  const home = route.useLoaderData();
  if (!user) return null;
  return <Suspense fallback={<PendingPage />}>{home.admin ? <ManagerDashboard answer={home.dashboard} /> : <FloorCollector />}</Suspense>;
}
