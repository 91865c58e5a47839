import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { sectionRoute } from "../../app/layout-routes";

const notableProductsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "notable_products",
  component: lazyRouteComponent(() => import("./NotableProductsPage"), "NotableProductsPage"),
});

export const notableProductsRoutes = [notableProductsRoute] as const;
