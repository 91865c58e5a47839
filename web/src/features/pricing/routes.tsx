import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { sectionRoute } from "../../app/layout-routes";
import { parseParam, pricingClassSchema, recordIdSchema } from "../../app/route-params";

const pricingListRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "pricing",
  component: lazyRouteComponent(() => import("./PricingListPage"), "PricingListPage"),
});

const pricingIdParams = {
  parse: (raw: { pricingId: string }) => ({ pricingId: parseParam(recordIdSchema, raw.pricingId) }),
  stringify: (params: { pricingId: string }) => ({ ...params }),
};

const pricingGroupsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "pricing/$pricingId/groups",
  params: pricingIdParams,
  component: lazyRouteComponent(() => import("./PricingGroupsPage"), "PricingGroupsPage"),
});

const pricingNotableLossRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "pricing/$pricingId/notable_loss",
  params: pricingIdParams,
  component: lazyRouteComponent(() => import("./PricingNotableLossPage"), "PricingNotableLossPage"),
});

const pricingProductsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "pricing/$pricingId/$pClass",
  params: {
    parse: (raw) => ({
      pricingId: parseParam(recordIdSchema, raw.pricingId),
      pClass: parseParam(pricingClassSchema, raw.pClass),
    }),
    stringify: (params) => ({ ...params }),
  },
  component: lazyRouteComponent(() => import("./PricingProductsPage"), "PricingProductsPage"),
});

const pricingGroupProductsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "pricing/$pricingId/$groupId/$pClass",
  params: {
    parse: (raw) => ({
      pricingId: parseParam(recordIdSchema, raw.pricingId),
      groupId: parseParam(recordIdSchema, raw.groupId),
      pClass: parseParam(pricingClassSchema, raw.pClass),
    }),
    stringify: (params) => ({ ...params }),
  },
  component: lazyRouteComponent(() => import("./PricingGroupProductsPage"), "PricingGroupProductsPage"),
});

export const pricingRoutes = [
  pricingListRoute,
  pricingGroupsRoute,
  pricingNotableLossRoute,
  pricingProductsRoute,
  pricingGroupProductsRoute,
] as const;
