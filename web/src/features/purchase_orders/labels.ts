import { type VariationBadge, variationBadge } from "../../../../shared/formulas/cost-variation";
import type { PurchaseOrderStatus } from "../../app/route-params";
import type { StatusOption, Tone } from "../../lists";

/** The pt-BR texts and codes of the purchase-order screens (spec §2.5, §4, §8). */

export const ORDERS_SECTION_LABEL = "Pedidos";

/** The 'Status de Pedidos' dialog's options, in the order shown; also the list's title and breadcrumb. */
export const STATUS_FILTER_LABELS: Readonly<Record<PurchaseOrderStatus, string>> = {
  all: "Todos os Pedidos",
  open: "Pedidos em Aberto",
  closed: "Pedidos Fechados",
};

export const STATUS_FILTERS: readonly PurchaseOrderStatus[] = ["all", "open", "closed"];

/** Spec §4: open is Aberto (warning), closed Fechado (success); any other code shows 'Erro'. */
export const ORDER_STATUS_OPTIONS: Readonly<Record<string, StatusOption>> = {
  open: { label: "Aberto", tone: "warning" },
  closed: { label: "Fechado", tone: "success" },
};

/** The status query of GET /purchase_orders: absent for every order. */
export function statusQuery(status: PurchaseOrderStatus): "open" | "closed" | undefined {
  return status === "all" ? undefined : status;
}

/** Spec §3: a price quote id of 0 means the order was not made from a quote, shown as '-'. */
export function quoteLabel(priceQuoteId: number): string {
  return priceQuoteId > 0 ? String(priceQuoteId) : "-";
}

const VARIATION_TONES: Readonly<Record<VariationBadge, Tone>> = {
  red: "danger",
  amber: "warning",
  green: "success",
};

/** The badge tone of a cost variation, by the shared thresholds (red from 10 %, amber from 5 %). */
export function variationTone(variation: number): Tone {
  return VARIATION_TONES[variationBadge(variation)];
}

/** The order number as the breadcrumb shows it. */
export function orderCrumb(orderId: string | number): string {
  return `#${orderId}`;
}

/** Spec §8, this area's notifications. */
export const MESSAGES = {
  ordersLoad: "Erro ao carregar os Pedidos",
  itemsLoad: "Erro ao carregar os Itens do Pedido",
  variationLoad: "Erro ao carregar a Variação de Custo dos Itens do Pedido",
  orderQuoteLoad: (orderId: number | string) => `Erro ao carregar a Cotação do Pedido ${orderId}!`,
  notFromQuote: (orderId: number | string) => `Pedido ${orderId} não foi feito por Cotação!`,
  participantsLoad: (productId: number, priceQuoteId: number) =>
    `Erro ao carregar os Participantes do Produto ${productId} na Cotação ${priceQuoteId}!`,
  lastEntriesLoad: (productId: number) => `Erro ao carregar as Últimas Entradas do Produto ${productId}!`,
} as const;

/** Row and header options (spec §2.5). */
export const ACTIONS = {
  status: "Status",
  items: "Visualizar Itens do Pedido",
  variation: "Visualizar Variação de Custo",
  printOrder: "Imprimir Pedido",
  print: "Imprimir",
  participants: "Participantes da Cotação",
  lastEntries: "Últimas Entradas",
  adminOnly: "Somente administradores",
  printNeedsOneRow: "Selecione um pedido",
} as const;
