import { createRoute, redirect } from "@tanstack/react-router";
import { lazyScreen } from "../../app/lazy-screen";
import type { DailySalesRow, GroupSalesRow } from "../../../../shared/contracts/sales";
import { sectionRoute } from "../../app/layout-routes";
import { defaultSalesPeriod } from "../../app/sales-period";
import { periodRouteParams } from "../../app/route-params";
import { dayGroupRouteParams, dayRouteParams, daySearchSchema, periodGroupRouteParams } from "./route-params";
import { fetchViewRows } from "./api";

/** /sales opens the daily sales of the default period. */
const salesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "sales",
  beforeLoad: () => {
    throw redirect({
      to: "/daily_sales/$period",
      params: { period: defaultSalesPeriod(new Date()) },
    });
  },
});

const dailySalesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "daily_sales/$period",
  params: periodRouteParams,
  // The daily and group lists load before the page shows (the router's pending page meanwhile); the product
  // lists load in their page (use-sales-rows.ts). The API client notifies a failure and answers an empty list.
  loader: ({ params }) => fetchViewRows<DailySalesRow>({ kind: "daily", period: params.period }),
  component: lazyScreen(() => import("./DailySalesPage"), "DailySalesPage"),
});

const productSalesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "product_sales/$period",
  params: periodRouteParams,
  component: lazyScreen(() => import("./ProductSalesPage"), "ProductSalesPage"),
});

const groupSalesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "group_sales/$period",
  params: periodRouteParams,
  loader: ({ params }) => fetchViewRows<GroupSalesRow>({ kind: "group", period: params.period }),
  component: lazyScreen(() => import("./GroupSalesPage"), "GroupSalesPage"),
});

const groupProductSalesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "group_sales/$period/$groupId",
  params: periodGroupRouteParams,
  component: lazyScreen(() => import("./GroupProductSalesPage"), "GroupProductSalesPage"),
});

const dayGroupSalesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "daily_sale/$salesDate/groups",
  params: dayRouteParams,
  validateSearch: daySearchSchema,
  // The rows are the day's alone: the search's daily period only leads back, so it is no loader dependency.
  loader: ({ params }) => fetchViewRows<GroupSalesRow>({ kind: "dayGroups", day: params.salesDate }),
  component: lazyScreen(() => import("./DayGroupSalesPage"), "DayGroupSalesPage"),
});

const dayProductSalesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "daily_sale/$salesDate/products",
  params: dayRouteParams,
  validateSearch: daySearchSchema,
  component: lazyScreen(() => import("./DayProductSalesPage"), "DayProductSalesPage"),
});

const dayGroupProductSalesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "daily_sale/$salesDate/$groupId/products",
  params: dayGroupRouteParams,
  validateSearch: daySearchSchema,
  component: lazyScreen(() => import("./DayGroupProductSalesPage"), "DayGroupProductSalesPage"),
});

export const salesRoutes = [
  salesRoute,
  dailySalesRoute,
  productSalesRoute,
  groupSalesRoute,
  groupProductSalesRoute,
  dayGroupSalesRoute,
  dayProductSalesRoute,
  dayGroupProductSalesRoute,
] as const;
