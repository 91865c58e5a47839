import {
  DASHBOARD_TILE_ERRORS,
  type DashboardAnswer,
  type DashboardTileName,
  type TileAnswer,
} from "../../shared/contracts/dashboard";
import { isDatabaseUnreachable } from "../lib/errors";
import type { ApiRequest, ApiResult } from "../lib/request/http";
import { log } from "../lib/log";
import { type PeriodFigures, readPeriodFigures } from "./period-figures";
import { dashboardPeriods } from "./periods";
import type { TileContext } from "./tile-context";
import { countingInventoryTile } from "./tile-counting-inventory";
import { freshnessTile } from "./tile-freshness";
import { lastPricingTile } from "./tile-last-pricing";
import { notableProductsTile } from "./tile-notable-products";
import { openOrdersTile } from "./tile-open-orders";
import { salesTrendTile } from "./tile-sales-trend";
import { topGroupsTile } from "./tile-top-groups";
import { useAndLossTile } from "./tile-use-and-loss";

/**
 * GET /api/dashboard: every tile read side by side; a tile that fails is logged and answers its pt-BR
 * reason while the others show. A database that cannot be reached fails them all alike, so the page gets
 * the API's own 503 instead of eight errors.
 */

async function settle<T extends object>(tile: DashboardTileName, read: () => Promise<T>, requestId: string): Promise<TileAnswer<T>> {
  try {
    return await read();
  } catch (error) {
    if (isDatabaseUnreachable(error)) throw error;
    log.error("dashboard tile failed", { requestId, tile, error });
    return { error: DASHBOARD_TILE_ERRORS[tile] };
  }
}

function once<T>(read: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | undefined;
  return () => {
    started ??= read();
    return started;
  };
}

export async function readDashboard(tenantId: string, requestId: string, now = new Date()): Promise<DashboardAnswer> {
  const periods = dashboardPeriods(now);
  const context: TileContext = {
    tenantId,
    periods,
    currentFigures: once((): Promise<PeriodFigures> => readPeriodFigures(tenantId, periods.current)),
  };
  const tile = <T extends object>(name: DashboardTileName, read: (context: TileContext) => Promise<T>) =>
    settle(name, () => read(context), requestId);
  const [freshness, sales, topGroups, notableProducts, openOrders, useAndLoss, inventory, pricing] = await Promise.all([
    tile("freshness", freshnessTile),
    tile("sales", salesTrendTile),
    tile("top_groups", topGroupsTile),
    tile("notable_products", notableProductsTile),
    tile("open_orders", openOrdersTile),
    tile("use_and_loss", useAndLossTile),
    tile("inventory", countingInventoryTile),
    tile("pricing", lastPricingTile),
  ]);
  return {
    freshness,
    sales,
    top_groups: topGroups,
    notable_products: notableProducts,
    open_orders: openOrders,
    use_and_loss: useAndLoss,
    inventory,
    pricing,
  };
}

export async function dashboard(request: ApiRequest): Promise<ApiResult> {
  return { data: await readDashboard(request.tenantId, request.requestId) };
}
