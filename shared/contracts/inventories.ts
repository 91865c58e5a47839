/**
 * The inventories area's contract (spec §2.7, §4): inventory periods and statuses, stock taking (count)
 * statuses, with their pt-BR labels.
 */

export const INVENTORY_PERIODS = ["annual", "first", "second", "third", "fourth"] as const;
export type InventoryPeriod = (typeof INVENTORY_PERIODS)[number];

export const INVENTORY_PERIOD_LABELS: Readonly<Record<InventoryPeriod, string>> = {
  annual: "Anual",
  first: "1º Trimestre",
  second: "2º Trimestre",
  third: "3º Trimestre",
  fourth: "4º Trimestre",
};

/** Spec §4: only one inventory may be in counting at a time. */
export const INVENTORY_STATUSES = ["counting", "finalized", "processed"] as const;
export type InventoryStatus = (typeof INVENTORY_STATUSES)[number];

export const INVENTORY_STATUS_LABELS: Readonly<Record<InventoryStatus, string>> = {
  counting: "Em Contagem",
  finalized: "Finalizado",
  processed: "Processado",
};

export const STOCK_TAKING_STATUSES = ["open", "closed", "applied"] as const;
export type StockTakingStatus = (typeof STOCK_TAKING_STATUSES)[number];

export const STOCK_TAKING_STATUS_LABELS: Readonly<Record<StockTakingStatus, string>> = {
  open: "Aberta",
  closed: "Fechada",
  applied: "Aplicada",
};

/** The count list's status filter (/inventories/:inventoryId/stock_taking/:status). */
export const STOCK_TAKING_STATUS_FILTERS = ["all", ...STOCK_TAKING_STATUSES] as const;
export type StockTakingStatusFilter = (typeof STOCK_TAKING_STATUS_FILTERS)[number];

/** The filter as the breadcrumb names it. */
export const STOCK_TAKING_STATUS_FILTER_LABELS: Readonly<Record<StockTakingStatusFilter, string>> = {
  all: "Todas",
  open: "Abertas",
  closed: "Fechadas",
  applied: "Aplicadas",
};
