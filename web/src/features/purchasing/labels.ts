import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus, type OrderStatusFilter } from "../../../../shared/contracts/purchasing";
import { type VariationBadge, variationBadge } from "../../../../shared/formulas/cost-variation";
import type { StatusOption, Tone } from "../../lists";

/** The pt-BR texts and codes of the purchase-order screens (spec §2.5, §4, §8). */

export const ORDERS_SECTION_LABEL = "Pedidos";

const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, Tone>> = {
  open: "warning",
  closed: "success",
};

/** Spec §4: open is Aberto (warning), closed Fechado (success); any other code shows 'Erro'. */
export const ORDER_STATUS_OPTIONS: Readonly<Record<string, StatusOption>> = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, { label: ORDER_STATUS_LABELS[status], tone: ORDER_STATUS_TONES[status] }]),
);

/** The status query of GET /purchase_orders: absent for every order. */
export function statusQuery(status: OrderStatusFilter): OrderStatus | undefined {
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

/** The list's description: the closed orders come from the period, the open ones from any date. */
export const periodShown = (period: string) => `Fechados de ${period}; em aberto de qualquer data.`;
