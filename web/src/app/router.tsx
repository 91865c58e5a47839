import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type ParsedLocation,
  type RouterHistory,
  redirect,
} from "@tanstack/react-router";
import type { CurrentUser } from "../../../shared/api";
import { defaultSalesPeriod } from "../features/sales/period";
import {
  dayGroupRouteParams,
  dayRouteParams,
  periodGroupRouteParams,
  periodRouteParams,
} from "../features/sales/route-params";
import { getCurrentUser } from "./current-user";
import { ErrorPage, NotFoundPage } from "./ErrorPage";
import { PendingPage } from "./PendingPage";
import { RootLayout } from "./RootLayout";
import { FORBIDDEN_MESSAGE, RouteError } from "./route-error";
import {
  countStatusSchema,
  loginSearchSchema,
  operationSchema,
  operationStatusSchema,
  parseOptionalParam,
  parseParam,
  pricingClassSchema,
  purchaseOrderStatusSchema,
} from "./route-params";
import { checkSession, signOut } from "./session";

/**
 * Every route of spec §2.2, code-based. Screens load lazily (one chunk per route) so the first load
 * stays small. The pathless `_auth` layout checks the session on entry; `_admin` keeps standard users
 * out of the admin sections.
 */

type SessionCause = "preload" | "enter" | "stay";

/** On entering the layout ask the server; while staying inside it, the stored user is enough. */
async function requireUser(location: ParsedLocation, cause: SessionCause): Promise<CurrentUser> {
  const stored = getCurrentUser();
  const user = cause === "stay" && stored ? stored : await checkSession();
  if (!user) throw redirect({ to: "/login", search: { from: location.href } });
  return user;
}

const rootRoute = createRootRoute({
  component: RootLayout,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
});

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "login",
  validateSearch: loginSearchSchema,
  beforeLoad: () => {
    if (getCurrentUser()) throw redirect({ to: "/" });
  },
  component: lazyRouteComponent(() => import("../features/session/LoginPage"), "LoginPage"),
});

const logoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "logout",
  beforeLoad: async () => {
    await signOut();
    throw redirect({ to: "/login" });
  },
});

const openReportRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "open_report/$report/{-$data}",
  beforeLoad: async ({ location, cause }) => ({ user: await requireUser(location, cause) }),
  component: lazyRouteComponent(() => import("../features/reports/OpenReportPage"), "OpenReportPage"),
});

const authRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "_auth",
  beforeLoad: async ({ location, cause }) => ({ user: await requireUser(location, cause) }),
  component: lazyRouteComponent(() => import("./AppShell"), "AppShell"),
});

const dashboardRoute = createRoute({
  getParentRoute: () => authRoute,
  path: "/",
  component: lazyRouteComponent(() => import("../features/dashboard/DashboardPage"), "DashboardPage"),
});

const adminRoute = createRoute({
  getParentRoute: () => authRoute,
  id: "_admin",
  beforeLoad: ({ context }) => {
    if (!context.user.admin) throw new RouteError(403, FORBIDDEN_MESSAGE);
  },
});

// Notable products
const notableProductsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "notable_products",
  component: lazyRouteComponent(() => import("../features/notable_products/NotableProductsPage"), "NotableProductsPage"),
});

// Sales
const salesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "sales",
  beforeLoad: () => {
    throw redirect({
      to: "/daily_sales/$period",
      params: { period: defaultSalesPeriod(new Date()) },
    });
  },
});

const dailySalesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "daily_sales/$period",
  params: periodRouteParams,
  component: lazyRouteComponent(() => import("../features/sales/DailySalesPage"), "DailySalesPage"),
});

const productSalesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "product_sales/$period",
  params: periodRouteParams,
  component: lazyRouteComponent(() => import("../features/sales/ProductSalesPage"), "ProductSalesPage"),
});

const groupSalesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "group_sales/$period",
  params: periodRouteParams,
  component: lazyRouteComponent(() => import("../features/sales/GroupSalesPage"), "GroupSalesPage"),
});

const groupProductSalesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "group_sales/$period/$groupId",
  params: periodGroupRouteParams,
  component: lazyRouteComponent(() => import("../features/sales/GroupProductSalesPage"), "GroupProductSalesPage"),
});

const dayGroupSalesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "daily_sale/$salesDate/groups",
  params: dayRouteParams,
  component: lazyRouteComponent(() => import("../features/sales/DayGroupSalesPage"), "DayGroupSalesPage"),
});

const dayProductSalesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "daily_sale/$salesDate/products",
  params: dayRouteParams,
  component: lazyRouteComponent(() => import("../features/sales/DayProductSalesPage"), "DayProductSalesPage"),
});

const dayGroupProductSalesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "daily_sale/$salesDate/$groupId/products",
  params: dayGroupRouteParams,
  component: lazyRouteComponent(() => import("../features/sales/DayGroupProductSalesPage"), "DayGroupProductSalesPage"),
});

// Pricing
const pricingListRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "pricing",
  component: lazyRouteComponent(() => import("../features/pricing/PricingListPage"), "PricingListPage"),
});

const pricingGroupsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "pricing/$pricingId/groups",
  component: lazyRouteComponent(() => import("../features/pricing/PricingGroupsPage"), "PricingGroupsPage"),
});

const pricingNotableLossRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "pricing/$pricingId/notable_loss",
  component: lazyRouteComponent(() => import("../features/pricing/PricingNotableLossPage"), "PricingNotableLossPage"),
});

const pricingProductsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "pricing/$pricingId/$pClass",
  params: {
    parse: (raw) => ({ ...raw, pClass: parseParam(pricingClassSchema, raw.pClass) }),
    stringify: (params) => ({ ...params }),
  },
  component: lazyRouteComponent(() => import("../features/pricing/PricingProductsPage"), "PricingProductsPage"),
});

const pricingGroupProductsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "pricing/$pricingId/$groupId/$pClass",
  params: {
    parse: (raw) => ({ ...raw, pClass: parseParam(pricingClassSchema, raw.pClass) }),
    stringify: (params) => ({ ...params }),
  },
  component: lazyRouteComponent(() => import("../features/pricing/PricingGroupProductsPage"), "PricingGroupProductsPage"),
});

// Users
const usersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "users",
  component: lazyRouteComponent(() => import("../features/users/UsersPage"), "UsersPage"),
});

// Inventories
const inventoriesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "inventories",
  component: lazyRouteComponent(() => import("../features/inventories/InventoriesPage"), "InventoriesPage"),
});

const inventoryProductsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "inventories/$inventoryId/products",
  component: lazyRouteComponent(() => import("../features/inventories/InventoryProductsPage"), "InventoryProductsPage"),
});

const missingProductsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "inventories/$inventoryId/missing_products",
  component: lazyRouteComponent(() => import("../features/inventories/MissingProductsPage"), "MissingProductsPage"),
});

const stockTakingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "inventories/$inventoryId/stock_taking/{-$status}",
  params: {
    parse: (raw) => ({ ...raw, status: parseOptionalParam(countStatusSchema, raw.status) }),
    stringify: (params) => ({ ...params }),
  },
  component: lazyRouteComponent(() => import("../features/inventories/StockTakingPage"), "StockTakingPage"),
});

// Use and loss
const useAndLossRedirectRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "use_and_loss",
  beforeLoad: () => {
    throw redirect({ to: "/use_and_loss/$operation/{-$status}", params: { operation: "all", status: "open" } });
  },
});

const useAndLossRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "use_and_loss/$operation/{-$status}",
  params: {
    parse: (raw) => ({
      operation: parseParam(operationSchema, raw.operation),
      status: parseOptionalParam(operationStatusSchema, raw.status),
    }),
    stringify: (params) => ({ ...params }),
  },
  component: lazyRouteComponent(() => import("../features/use_and_loss/UseAndLossPage"), "UseAndLossPage"),
});

// Purchase orders
const purchaseOrdersRedirectRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "purchase_orders",
  beforeLoad: () => {
    throw redirect({ to: "/purchase_orders/$status", params: { status: "open" } });
  },
});

const purchaseOrdersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "purchase_orders/$status",
  params: {
    parse: (raw) => ({ status: parseParam(purchaseOrderStatusSchema, raw.status) }),
    stringify: (params) => ({ ...params }),
  },
  component: lazyRouteComponent(() => import("../features/purchase_orders/PurchaseOrdersPage"), "PurchaseOrdersPage"),
});

const purchaseOrderItemsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "purchase_orders/$pOrderId/items",
  component: lazyRouteComponent(() => import("../features/purchase_orders/PurchaseOrderItemsPage"), "PurchaseOrderItemsPage"),
});

const purchaseOrderItemsVariationRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "purchase_orders/$pOrderId/items_variation",
  component: lazyRouteComponent(
    () => import("../features/purchase_orders/PurchaseOrderItemsVariationPage"),
    "PurchaseOrderItemsVariationPage",
  ),
});

export const routeTree = rootRoute.addChildren([
  loginRoute,
  logoutRoute,
  openReportRoute,
  authRoute.addChildren([
    dashboardRoute,
    adminRoute.addChildren([
      notableProductsRoute,
      salesRoute,
      dailySalesRoute,
      productSalesRoute,
      groupSalesRoute,
      groupProductSalesRoute,
      dayGroupSalesRoute,
      dayProductSalesRoute,
      dayGroupProductSalesRoute,
      pricingListRoute,
      pricingGroupsRoute,
      pricingNotableLossRoute,
      pricingProductsRoute,
      pricingGroupProductsRoute,
      usersRoute,
      inventoriesRoute,
      inventoryProductsRoute,
      missingProductsRoute,
      stockTakingRoute,
      useAndLossRedirectRoute,
      useAndLossRoute,
      purchaseOrdersRedirectRoute,
      purchaseOrdersRoute,
      purchaseOrderItemsRoute,
      purchaseOrderItemsVariationRoute,
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
