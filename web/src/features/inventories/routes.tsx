import { createRoute } from "@tanstack/react-router";
import { lazyScreen } from "../../app/lazy-screen";
import type { InventoryProductRow, StockTakingRow } from "../../../../shared/contracts/inventories";
import { sectionRoute } from "../../app/layout-routes";
import { countStatusSchema, parseOptionalParam, parseParam, recordIdSchema } from "../../app/route-params";
import { prefetchedList } from "../../app/use-list-loader";
import { fetchCounts, fetchInventories, fetchInventory, fetchInventoryProducts } from "./api";
import { loadMissingProducts } from "./inventory-rows";

const inventoriesRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "inventories",
  // The inventories load before the page shows (the router's pending page meanwhile); a change, and a running
  // processing, reload them through router.invalidate(). The API client notifies a failure and answers an
  // empty list.
  loader: () => fetchInventories(),
  component: lazyScreen(() => import("./InventoriesPage"), "InventoriesPage"),
});

const inventoryIdParams = {
  parse: (raw: { inventoryId: string }) => ({ inventoryId: parseParam(recordIdSchema, raw.inventoryId) }),
  stringify: (params: { inventoryId: string }) => ({ ...params }),
};

const inventoryProductsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "inventories/$inventoryId/products",
  params: inventoryIdParams,
  // The inventory loads before the page shows (the router's pending page meanwhile). Its products, up to the
  // whole store's, are asked for at the same time but not waited for: the page shows their first page as it
  // arrives (prefetchedList), and reloads them itself after a removal. The API client notifies a failure and
  // answers an empty list.
  loader: async ({ params }) => {
    const id = Number(params.inventoryId);
    const products = prefetchedList<InventoryProductRow>((onHead) => fetchInventoryProducts(id, onHead));
    return { inventory: await fetchInventory(id), products };
  },
  component: lazyScreen(() => import("./InventoryProductsPage"), "InventoryProductsPage"),
});

const missingProductsRoute = createRoute({
  getParentRoute: () => sectionRoute,
  path: "inventories/$inventoryId/missing_products",
  params: inventoryIdParams,
  loader: ({ params }) => loadMissingProducts(Number(params.inventoryId)),
  component: lazyScreen(() => import("./MissingProductsPage"), "MissingProductsPage"),
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
  // As the products above: the inventory before the page shows, the counts (a full inventory's 15,000) asked
  // for at the same time and shown from their first page as it arrives.
  loader: async ({ params }) => {
    const id = Number(params.inventoryId);
    const status = params.status ?? "all";
    const counts = prefetchedList<StockTakingRow>((onHead) => fetchCounts(id, status, onHead));
    return { inventory: await fetchInventory(id), counts };
  },
  component: lazyScreen(() => import("./StockTakingPage"), "StockTakingPage"),
});

export const inventoriesRoutes = [inventoriesRoute, inventoryProductsRoute, missingProductsRoute, stockTakingRoute] as const;
