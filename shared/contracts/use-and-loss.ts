/** The use and loss area's contract (spec §2.6, §4): operation types and statuses with their pt-BR labels. */

export const USE_LOSS_OPERATIONS = ["use", "loss"] as const;
export type UseLossOperation = (typeof USE_LOSS_OPERATIONS)[number];

export const USE_LOSS_OPERATION_LABELS: Readonly<Record<UseLossOperation, string>> = {
  use: "Uso",
  loss: "Perda",
};

/** Spec §4: open, closed (written off) and applied. */
export const USE_LOSS_STATUSES = ["open", "closed", "applied"] as const;
export type UseLossStatus = (typeof USE_LOSS_STATUSES)[number];

export const USE_LOSS_STATUS_LABELS: Readonly<Record<UseLossStatus, string>> = {
  open: "Aberta",
  closed: "Baixada",
  applied: "Aplicada",
};

/** The 'Tipo de Operações' filter (/use_and_loss/:operation). */
export const USE_LOSS_OPERATION_FILTERS = ["all", ...USE_LOSS_OPERATIONS] as const;
export type UseLossOperationFilter = (typeof USE_LOSS_OPERATION_FILTERS)[number];

export const USE_LOSS_OPERATION_FILTER_LABELS: Readonly<Record<UseLossOperationFilter, string>> = {
  all: "Todas as Operações",
  use: "Operações de Uso",
  loss: "Operações de Perda",
};

/** The 'Status de Operações' filter (/use_and_loss/:operation/:status). */
export const USE_LOSS_STATUS_FILTERS = ["all", ...USE_LOSS_STATUSES] as const;
export type UseLossStatusFilter = (typeof USE_LOSS_STATUS_FILTERS)[number];

export const USE_LOSS_STATUS_FILTER_LABELS: Readonly<Record<UseLossStatusFilter, string>> = {
  all: "Todas",
  open: "Operações em Aberto",
  closed: "Operações Baixadas",
  applied: "Operações Aplicadas",
};
