import type { PricingRow } from "./pricing";
import type { SalesFiguresWire } from "./sales";

/**
 * The manager's morning page (GET /api/dashboard, administrators): one entry per tile, each either its
 * figures or `{ error }` with the pt-BR reason, so a tile that failed says so while the others show. Every
 * figure comes from what the areas' lists already store and send (the sales period figures, the orders, use
 * and loss, the counting inventory's sheet, the pricings), with the same formulas; money in reais with 2
 * decimals, margins in percent with 2 (snake_case like the other contracts).
 */

/** Both ends included, "YYYY-MM-DD" (the sales screens' {period}). */
export interface DashboardPeriod {
  start_date: string;
  end_date: string;
}

/** A tile that could not be read. */
export interface TileError {
  error: string;
}

export type TileAnswer<T extends object> = T | TileError;

export function isTileError<T extends object>(tile: TileAnswer<T>): tile is TileError {
  return "error" in tile && typeof tile.error === "string";
}

/** How fresh the sales figures are: the last day the nightly aggregation covered (null: none yet). */
export interface FreshnessTile {
  sales_until: string | null;
}

/** A day with sales (a row of GET /api/daily_sales, the figures the chart draws). */
export interface DashboardSalesDay {
  sale_date: string;
  sales: number;
  net_margin: number;
}

/** The last 30 days (ending yesterday) and the 30 before them, day by day, with each period's totals. */
export interface SalesTrendTile {
  period: DashboardPeriod;
  previous_period: DashboardPeriod;
  days: DashboardSalesDay[];
  previous_days: DashboardSalesDay[];
  /** The daily list's footer over the period: sums, margins from the sums. */
  totals: SalesFiguresWire;
  previous_totals: SalesFiguresWire;
}

/** A group's figures over the period (a row of GET /api/group_sales_by_period). */
export interface DashboardGroup {
  group_id: number;
  group_name: string;
  sales: number;
  net_profit: number;
  net_margin: number;
}

export const TOP_GROUPS = 5;

/** The groups with the most sales and with the highest net margin (among those that sold) over the period. */
export interface TopGroupsTile {
  period: DashboardPeriod;
  by_sales: DashboardGroup[];
  by_net_margin: DashboardGroup[];
}

/** A notable product whose net margin over the period is below its desired margin. */
export interface NotableBelowMargin {
  product_id: number;
  product: string;
  sales: number;
  net_margin: number;
  desired_margin: number;
  /** What the current prices left short of the desired margin (the notable-loss formula's total loss). */
  total_loss: number;
}

export interface NotableProductsTile {
  period: DashboardPeriod;
  /** Notable products of the store, and how many of them sold in the period. */
  notable_products: number;
  with_sales: number;
  /** The largest losses first. */
  below: NotableBelowMargin[];
  total_loss: number;
}

export interface OldestOpenOrder {
  id: number;
  date: string;
  supplier: string;
  deliver_date: string;
  total_cost: number;
}

/** Spec §4: the open purchase orders, their value and the oldest one (by date). */
export interface OpenOrdersTile {
  orders: number;
  total_cost: number;
  oldest: OldestOpenOrder | null;
}

export interface OperationCount {
  operations: number;
  use: number;
  loss: number;
}

/**
 * Use and loss waiting for the back office: open operations (to write off) and written-off ones (to apply,
 * with the cost written off), and the ICMS credit of the losses dated this month so far (the total of
 * 'Estorno de Crédito de ICMS' over `icms_period`).
 */
export interface UseAndLossTile {
  awaiting_write_off: OperationCount;
  awaiting_apply: OperationCount & { cost: number };
  icms_period: DashboardPeriod;
  icms_credit: number;
}

/** The inventory in counting so far: its live totals (as its row in the inventories list) and its progress. */
export interface CountingInventory {
  id: number;
  year: number;
  period: string;
  /** Products with a stock other than zero now, and how many of them are in the inventory already. */
  stocked_products: number;
  counted_stocked_products: number;
  /** Inventory products (counted and closed), those whose fixed quantity differs from the actual one. */
  inventory_products: number;
  divergent_products: number;
  /** Counts registered and not closed yet. */
  open_counts: number;
  actual_value: number;
  fixed_value: number;
  /** fixed - actual: the losses (below zero) and gains (above) of the divergent products, and their sum. */
  losses_value: number;
  gains_value: number;
  difference_value: number;
}

export interface CountingInventoryTile {
  inventory: CountingInventory | null;
}

/** The last pricing created, as the pricing list shows it (null: none yet). */
export interface LastPricingTile {
  pricing: PricingRow | null;
}

export interface DashboardAnswer {
  freshness: TileAnswer<FreshnessTile>;
  sales: TileAnswer<SalesTrendTile>;
  top_groups: TileAnswer<TopGroupsTile>;
  notable_products: TileAnswer<NotableProductsTile>;
  open_orders: TileAnswer<OpenOrdersTile>;
  use_and_loss: TileAnswer<UseAndLossTile>;
  inventory: TileAnswer<CountingInventoryTile>;
  pricing: TileAnswer<LastPricingTile>;
}

export type DashboardTileName = keyof DashboardAnswer;

/** What a tile says when it could not be read (spec §8 style). */
export const DASHBOARD_TILE_ERRORS: Readonly<Record<DashboardTileName, string>> = {
  freshness: "Erro ao carregar a data das Vendas apuradas",
  sales: "Erro ao carregar as Vendas dos últimos 30 dias",
  top_groups: "Erro ao carregar as Vendas por Grupo",
  notable_products: "Erro ao carregar os Produtos Notáveis abaixo da Margem Desejável",
  open_orders: "Erro ao carregar os Pedidos em Aberto",
  use_and_loss: "Erro ao carregar as Operações de Uso/Perda",
  inventory: "Erro ao carregar o Inventário em Contagem",
  pricing: "Erro ao carregar a última Precificação",
};

/** The page's own failure (no answer at all). */
export const DASHBOARD_LOAD_ERROR = "Erro ao carregar o Dashboard";
