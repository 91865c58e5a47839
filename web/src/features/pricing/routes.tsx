import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../../app/lazy-screen";
import { sectionRoute } from "../../app/layout-routes";
import { listPeriodSearchSchema } from "../../app/list-period";
import { parseParam, pricingClassSchema, recordIdSchema } from "../../app/route-params";
import { fetchNotableLosses, fetchPricing, fetchPricingGroups, fetchPricings } from "./api";
import { loadPricingRows } from "./pricing-rows";
import { pricingsPeriodOf } from "./pricings-period";

const pricingListRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "pricing",
  // The pricings load before the page shows (the router's pending page meanwhile); a change, and a running
  // classification or apply, reload them through router.invalidate(). The API client notifies a failure and
  // answers an empty list.
  // ?period= windows the applied pricings (default: the API's last 365 days).
  validateSearch: listPeriodSearchSchema,
  loaderDeps: ({ search }) => ({ period: search.period }),
  loader: ({ deps }) => fetchPricings(pricingsPeriodOf(deps)),
  component: lazyScreen(() => import("./PricingListPage"), "PricingListPage"),
});

const pricingIdParams = {
  parse: (raw: { pricingId: string }) => ({ pricingId: parseParam(recordIdSchema, raw.pricingId) }),
  stringify: (params: { pricingId: string }) => ({ ...params }),
};

const pricingGroupsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "pricing/$pricingId/groups",
  params: pricingIdParams,
  // The pricing and, when its results can be shown, its groups load before the page shows (the router's
  // pending page meanwhile). The API client notifies a failure and answers an empty list.
  loader: ({ params }) => loadPricingRows(Number(params.pricingId), fetchPricingGroups),
  component: lazyScreen(() => import("./PricingGroupsPage"), "PricingGroupsPage"),
});

const pricingNotableLossRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "pricing/$pricingId/notable_loss",
  params: pricingIdParams,
  // As the groups; an edited price reloads the pricing and its rows through router.invalidate().
  loader: ({ params }) => loadPricingRows(Number(params.pricingId), fetchNotableLosses),
  component: lazyScreen(() => import("./PricingNotableLossPage"), "PricingNotableLossPage"),
});

/**
 * The pricing a product list is about, asked for as the route is entered (not awaited: no pending page), so
 * it comes while the page's code loads and draws; the list is read once it says the list exists.
 */
const pricingRead = (pricingId: string) => ({ pricing: fetchPricing(Number(pricingId)) });

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
  loader: ({ params }) => pricingRead(params.pricingId),
  component: lazyScreen(() => import("./PricingProductsPage"), "PricingProductsPage"),
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
  loader: ({ params }) => pricingRead(params.pricingId),
  component: lazyScreen(() => import("./PricingGroupProductsPage"), "PricingGroupProductsPage"),
});

export const pricingRoutes = [
  pricingListRoute,
  pricingGroupsRoute,
  pricingNotableLossRoute,
  pricingProductsRoute,
  pricingGroupProductsRoute,
] as const;
