import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { sectionRoute } from "../../app/layout-routes";
import { countStatusSchema, parseOptionalParam, parseParam, recordIdSchema } from "../../app/route-params";

const inventoriesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "inventories",
  component: lazyRouteComponent(() => import("./InventoriesPage"), "InventoriesPage"),
});

const inventoryIdParams = {
  parse: (raw: { inventoryId: string }) => ({ inventoryId: parseParam(recordIdSchema, raw.inventoryId) }),
  stringify: (params: { inventoryId: string }) => ({ ...params }),
};

const inventoryProductsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "inventories/$inventoryId/products",
  params: inventoryIdParams,
  component: lazyRouteComponent(() => import("./InventoryProductsPage"), "InventoryProductsPage"),
});

const missingProductsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "inventories/$inventoryId/missing_products",
  params: inventoryIdParams,
  component: lazyRouteComponent(() => import("./MissingProductsPage"), "MissingProductsPage"),
});

const stockTakingRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "inventories/$inventoryId/stock_taking/{-$status}",
  params: {
    parse: (raw) => ({
      inventoryId: parseParam(recordIdSchema, raw.inventoryId),
      status: parseOptionalParam(countStatusSchema, raw.status),
    }),
    stringify: (params) => ({ ...params }),
  },
  component: lazyRouteComponent(() => import("./StockTakingPage"), "StockTakingPage"),
});

export const inventoriesRoutes = [inventoriesRoute, inventoryProductsRoute, missingProductsRoute, stockTakingRoute] as const;
