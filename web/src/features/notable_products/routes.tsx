import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { sectionRoute } from "../../app/layout-routes";

const notableProductsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "notable_products",
  // The list loads before the page shows (the router's pending page meanwhile); a change reloads it through
  // router.invalidate(). The API client notifies a failure and answers an empty list.
  loader: async () => (await import("./api")).fetchNotableProducts(),
  component: lazyRouteComponent(() => import("./NotableProductsPage"), "NotableProductsPage"),
});

export const notableProductsRoutes = [notableProductsRoute] as const;
