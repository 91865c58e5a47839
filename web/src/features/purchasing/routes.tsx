import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { sectionRoute } from "../../app/layout-routes";
import { parseParam, purchaseOrderStatusSchema, recordIdSchema } from "../../app/route-params";

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
  component: lazyRouteComponent(() => import("./PurchaseOrdersPage"), "PurchaseOrdersPage"),
});

const orderIdParams = {
  parse: (raw: { pOrderId: string }) => ({ pOrderId: parseParam(recordIdSchema, raw.pOrderId) }),
  stringify: (params: { pOrderId: string }) => ({ ...params }),
};

const purchaseOrderItemsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "purchase_orders/$pOrderId/items",
  params: orderIdParams,
  component: lazyRouteComponent(() => import("./PurchaseOrderItemsPage"), "PurchaseOrderItemsPage"),
});

const purchaseOrderItemsVariationRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "purchase_orders/$pOrderId/items_variation",
  params: orderIdParams,
  component: lazyRouteComponent(() => import("./PurchaseOrderItemsVariationPage"), "PurchaseOrderItemsVariationPage"),
});

export const purchasingRoutes = [
  purchaseOrdersRedirectRoute,
  purchaseOrdersRoute,
  purchaseOrderItemsRoute,
  purchaseOrderItemsVariationRoute,
] as const;
