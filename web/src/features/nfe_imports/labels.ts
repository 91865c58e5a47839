import {
  ENTRY_SOURCE_LABELS,
  ENTRY_SOURCES,
  ENTRY_STATUS_LABELS,
  ENTRY_STATUSES,
  type EntrySource,
  type EntryStatus,
  type NfeOrderDivergence,
} from "../../../../shared/contracts/nfe-imports";
import type { StatusOption, Tone } from "../../lists";

/** The pt-BR texts and codes of the purchase entries and the NF-e import screens. */

export const ENTRIES_SECTION_LABEL = "Entradas";

const SOURCE_TONES: Readonly<Record<EntrySource, Tone>> = { erp: "neutral", nfe: "info" };
export const ENTRY_SOURCE_OPTIONS: Readonly<Record<string, StatusOption>> = Object.fromEntries(
  ENTRY_SOURCES.map((source) => [source, { label: ENTRY_SOURCE_LABELS[source], tone: SOURCE_TONES[source] }]),
);

const STATUS_TONES: Readonly<Record<EntryStatus, Tone>> = { active: "success", reversed: "neutral" };
export const ENTRY_STATUS_OPTIONS: Readonly<Record<string, StatusOption>> = Object.fromEntries(
  ENTRY_STATUSES.map((status) => [status, { label: ENTRY_STATUS_LABELS[status], tone: STATUS_TONES[status] }]),
);

export const IMPORT_STATUS_OPTIONS: Readonly<Record<string, StatusOption>> = {
  review: { label: "Aguardando revisão", tone: "warning" },
};

/** "000001234/1": the number and series as the note prints them. */
export function numberAndSeries(row: { number: string; series: string }): string {
  return row.series ? `${row.number}/${row.series}` : row.number;
}

/** The access key in groups of 4, as DANFEs print it. */
export function formatAccessKey(key: string): string {
  return key.replace(/(.{4})(?=.)/g, "$1 ");
}

const BADGE_TONES: Readonly<Record<NonNullable<NfeOrderDivergence["badge"]>, Tone>> = {
  green: "success",
  amber: "warning",
  red: "danger",
};

const DIVERGENCE_LABELS: Readonly<Record<NfeOrderDivergence["kind"], string>> = {
  ok: "Confere",
  missing: "Fora do pedido",
  quantity: "Quantidade",
  cost: "Custo",
  quantity_and_cost: "Quantidade e custo",
};

/** A line's divergence from the order as one short text: "Custo +7,50%", "Fora do pedido"; "" without an order. */
export function divergenceText(divergence: NfeOrderDivergence | undefined): string {
  if (!divergence) return "";
  const label = DIVERGENCE_LABELS[divergence.kind] ?? "Erro";
  if (divergence.cost_variation === undefined || divergence.kind === "ok" || divergence.kind === "missing") return label;
  const sign = divergence.cost_variation > 0 ? "+" : "";
  return `${label} ${sign}${divergence.cost_variation.toFixed(2).replace(".", ",")}%`;
}

/** The same colours as the orders' cost variation (red from 10 %, amber from 5 %); a product off the order is red. */
export function divergenceTone(divergence: NfeOrderDivergence | undefined): Tone | undefined {
  if (!divergence) return undefined;
  if (divergence.kind === "missing") return "danger";
  if (divergence.badge) return BADGE_TONES[divergence.badge];
  return divergence.kind === "ok" ? "success" : "warning";
}

export const MESSAGES = {
  entriesLoad: "Erro ao carregar as Entradas",
  entryItemsLoad: "Erro ao carregar os Itens da Entrada",
  importsLoad: "Erro ao carregar as Notas Aguardando Revisão",
  importLoad: "Erro ao carregar a Nota",
  ordersLoad: "Erro ao carregar os Pedidos do Fornecedor",
  reverseFailed: "Não foi possível reverter a entrada.",
  reversed: "Entrada revertida.",
  confirmed: "Entrada registrada.",
  discarded: "Nota descartada.",
  confirmFailed: "Não foi possível confirmar a entrada.",
  discardFailed: "Não foi possível descartar a nota.",
  mappingFailed: "Não foi possível vincular o produto.",
  orderFailed: "Não foi possível trocar o pedido.",
} as const;

export const ACTIONS = {
  items: "Visualizar Itens",
  reverse: "Reverter entrada",
  reverseOnlyImported: "Só entradas ativas importadas do XML podem ser revertidas aqui.",
  importXml: "Importar XML",
  entries: "Entradas",
  review: "Revisar",
  discard: "Descartar",
  confirm: "Confirmar entrada",
  mapLine: "Vincular produto",
} as const;
