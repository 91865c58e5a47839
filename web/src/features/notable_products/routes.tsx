import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../../app/lazy-screen";
import { sectionRoute } from "../../app/layout-routes";
import { fetchNotableProducts } from "./api";

const notableProductsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "notable_products",
  // The list loads before the page shows (the router's pending page meanwhile); a change reloads it through
  // router.invalidate(). The API client notifies a failure and answers an empty list.
  loader: () => fetchNotableProducts(),
  component: lazyScreen(() => import("./NotableProductsPage"), "NotableProductsPage"),
});

export const notableProductsRoutes = [notableProductsRoute] as const;
