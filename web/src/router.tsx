import { createRoute, createRouter, type RouterHistory } from "@tanstack/react-router";
import { lazyScreen } from "./app/lazy-screen";
import { inventoriesRoutes } from "./features/inventories/routes";
import { nfeImportsRoutes } from "./features/nfe_imports/routes";
import { notableProductsRoutes } from "./features/notable_products/routes";
import { pricingRoutes } from "./features/pricing/routes";
import { purchasingRoutes } from "./features/purchasing/routes";
import { reportsRoutes } from "./features/reports/routes";
import { salesRoutes } from "./features/sales/routes";
import { sessionRoutes } from "./features/session/routes";
import { useAndLossRoutes } from "./features/use_and_loss/routes";
import { usersRoutes } from "./features/users/routes";
import { ErrorPage, NotFoundPage } from "./app/ErrorPage";
import { authRoute, rootRoute, sectionRoute } from "./app/layout-routes";
import { PendingPage } from "./app/PendingPage";
import { loadDashboard } from "./features/dashboard/api";

/**
 * Every route of spec §2.2, code-based: each area declares its own in `features/<area>/routes.tsx` on the
 * layouts of `layout-routes.tsx`, and this file puts them together. Screens load lazily (one chunk per
 * route) so the first load stays small.
 */

/** The first page: the manager's dashboard or the floor collector, by who signed in (HomePage.tsx). */
const homeRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "/",
  // An administrator's dashboard loads before the page shows (the router's pending page meanwhile); its
  // 'Atualizar' and 'Tentar Novamente' read it again through router.invalidate(). The floor collector's
  // screens load their own lists, as the user works.
  loader: async ({ context }) => {
    if (!context.user.admin) return { admin: false as const };
    return { admin: true as const, dashboard: await loadDashboard() };
  },
  component: lazyScreen(() => import("./HomePage"), "HomePage"),
});

export const routeTree = rootRoute.addChildren([
  ...sessionRoutes,
  ...reportsRoutes,
  authRoute.addChildren([
    sectionRoute.addChildren([
      homeRoute,
      ...notableProductsRoutes,
      ...salesRoutes,
      ...pricingRoutes,
      ...usersRoutes,
      ...inventoriesRoutes,
      ...useAndLossRoutes,
      ...purchasingRoutes,
      ...nfeImportsRoutes,
    ]),
  ]),
]);

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: ErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    // A screen's loader runs on every visit, and a screen shows only what it has just read: entering a list
    // waits for its rows (the pending page after a moment) rather than showing the rows of an earlier visit.
    // A reload of the screen on show (router.invalidate()) keeps its rows until the new ones arrive.
    defaultStaleReloadMode: "blocking",
    // Base64 route parameters keep their padding readable.
    pathParamsAllowedCharacters: ["=", "+"],
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouter;
  }
}
