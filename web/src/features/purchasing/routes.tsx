import { createRoute, redirect } from "@tanstack/react-router";
import { lazyScreen } from "../../app/lazy-screen";
import { sectionRoute } from "../../app/layout-routes";
import { listPeriodSearchSchema } from "../../app/list-period";
import { parseParam, purchaseOrderStatusSchema, recordIdSchema } from "../../app/route-params";
import { fetchOrderItems, fetchOrderItemsVariation, fetchOrders } from "./api";
import { ordersPeriodOf } from "./orders-period";

/** /purchase_orders opens the open orders. */
const purchaseOrdersRedirectRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "purchase_orders",
  beforeLoad: () => {
    throw redirect({ to: "/purchase_orders/$status", params: { status: "open" } });
  },
});

const purchaseOrdersRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "purchase_orders/$status",
  params: {
    parse: (raw) => ({ status: parseParam(purchaseOrderStatusSchema, raw.status) }),
    stringify: (params) => ({ ...params }),
  },
  // ?period= windows the closed orders (default: the API's last 90 days).
  validateSearch: listPeriodSearchSchema,
  loaderDeps: ({ search }) => ({ period: search.period }),
  // The orders of the status load before the page shows (the router's pending page meanwhile). The API client
  // notifies a failure and answers an empty list.
  loader: ({ params, deps }) => fetchOrders(params.status, ordersPeriodOf(deps)),
  component: lazyScreen(() => import("./PurchaseOrdersPage"), "PurchaseOrdersPage"),
});

const orderIdParams = {
  parse: (raw: { pOrderId: string }) => ({ pOrderId: parseParam(recordIdSchema, raw.pOrderId) }),
  stringify: (params: { pOrderId: string }) => ({ ...params }),
};

const purchaseOrderItemsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "purchase_orders/$pOrderId/items",
  params: orderIdParams,
  loader: ({ params }) => fetchOrderItems(params.pOrderId),
  component: lazyScreen(() => import("./PurchaseOrderItemsPage"), "PurchaseOrderItemsPage"),
});

const purchaseOrderItemsVariationRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "purchase_orders/$pOrderId/items_variation",
  params: orderIdParams,
  loader: ({ params }) => fetchOrderItemsVariation(params.pOrderId),
  component: lazyScreen(() => import("./PurchaseOrderItemsVariationPage"), "PurchaseOrderItemsVariationPage"),
});

export const purchasingRoutes = [
  purchaseOrdersRedirectRoute,
  purchaseOrdersRoute,
  purchaseOrderItemsRoute,
  purchaseOrderItemsVariationRoute,
] as const;
