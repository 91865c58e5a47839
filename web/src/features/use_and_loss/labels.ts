import {
  USE_LOSS_OPERATION_LABELS,
  USE_LOSS_OPERATIONS,
  USE_LOSS_STATUS_LABELS,
  USE_LOSS_STATUSES,
  type UseLossOperation,
  type UseLossStatus,
} from "../../../../shared/contracts/use-and-loss";
import type { StatusOption, Tone } from "../../lists";

/** The pt-BR texts and codes of the use and loss screens (spec §2.6, §4, §8). */

export const USE_AND_LOSS_SECTION_LABEL = "Uso/Perda";

const OPERATION_TONES: Readonly<Record<UseLossOperation, Tone>> = { use: "info", loss: "danger" };
const STATUS_TONES: Readonly<Record<UseLossStatus, Tone>> = { open: "warning", closed: "info", applied: "success" };

/** Spec §4: use is Uso, loss is Perda; any other code shows 'Erro'. */
export const OPERATION_OPTIONS: Readonly<Record<string, StatusOption>> = Object.fromEntries(
  USE_LOSS_OPERATIONS.map((operation) => [operation, { label: USE_LOSS_OPERATION_LABELS[operation], tone: OPERATION_TONES[operation] }]),
);

/** Spec §4: open is Aberta, closed Baixada, applied Aplicada; any other code shows 'Erro'. */
export const STATUS_OPTIONS: Readonly<Record<string, StatusOption>> = Object.fromEntries(
  USE_LOSS_STATUSES.map((status) => [status, { label: USE_LOSS_STATUS_LABELS[status], tone: STATUS_TONES[status] }]),
);

/** 'Operação de Perda #12' (or 'Operação #12' for a code the screens do not know). */
export function operationName(operation: { id: number; operation: string }): string {
  const label = OPERATION_OPTIONS[operation.operation]?.label;
  return label ? `Operação de ${label} #${operation.id}` : `Operação #${operation.id}`;
}

/** The filter dialogs and the header buttons that open them (spec §2.6). */
export const FILTER_TEXT = {
  operationDialog: "Tipo de Operações",
  statusDialog: "Status de Operações",
  operationButton: "Tipo",
  statusButton: "Status",
  /** The list's description: the applied ones come from the period, the pending ones from any date. */
  periodShown: (period: string) => `Aplicadas de ${period}; em aberto e baixadas de qualquer data`,
} as const;

/** Row and header options (spec §2.6, §4) and their confirmations (spec §8). */
export const ACTIONS = {
  writeOff: "Baixa Fiscal",
  undo: "Estornar Baixa",
  apply: "Aplicar",
  remove: "Remover",
  applySelected: "Aplicar Selecionadas",
  removeSelected: "Remover Selecionadas",
  icmsReversal: "Estorno de ICMS",
  writeOffNeedsOpen: "Só operações em aberto recebem baixa fiscal.",
  undoNeedsWriteOff: "Só operações com baixa e ainda não aplicadas podem ser estornadas.",
  applyNeedsClosed: "Só operações baixadas podem ser aplicadas.",
  removeNeedsOpen: "Só operações em aberto podem ser removidas.",
  selectionNotClosed: "Selecione apenas operações baixadas.",
  selectionMixed: "Selecione apenas operações do mesmo tipo: a seleção tem operações de Uso e de Perda.",
  selectionNotOpen: "Selecione apenas operações em aberto.",
} as const;

const about = (operation: { id: number; operation: string; product: string }) => `${operationName(operation)} - ${operation.product}`;
const selected = (count: number) => (count === 1 ? "a operação selecionada" : `as ${count} operações selecionadas`);

export const CONFIRMATIONS = {
  applyHeader: "Aplicar Operação",
  undoHeader: "Estornar Baixa",
  removeHeader: "Remover Operação",
  applySelectedHeader: "Aplicar Operações",
  removeSelectedHeader: "Remover Operações",
  apply: (operation: { id: number; operation: string; product: string }) => `Tem certeza que deseja aplicar a ${about(operation)}?`,
  undo: (operation: { id: number; operation: string; product: string }) => `Tem certeza que deseja estornar a baixa da ${about(operation)}?`,
  remove: (operation: { id: number; operation: string; product: string }) => `Tem certeza que deseja remover a ${about(operation)}?`,
  applySelected: (count: number) => `Tem certeza que deseja aplicar ${selected(count)}?`,
  removeSelected: (count: number) => `Tem certeza que deseja remover ${selected(count)}?`,
} as const;

/** Spec §8, this area's notifications (the server's answers bring their own success and refusal texts). */
export const MESSAGES = {
  operationsLoad: "Erro ao carregar as Operações de Uso/Perda",
  operationLoad: "Erro ao carregar a Operação de Uso/Perda!",
  availableLoad: (productId: number) => `Erro ao carregar as Entradas Disponíveis do Produto ${productId}!`,
  icmsReversalLoad: "Erro ao carregar o Estorno de Crédito de ICMS",
  removeFailed: (id: number) => `Erro ao remover a Operação de Uso/Perda #${id}`,
  removedMany: (count: number) => (count === 1 ? "1 operação removida com sucesso!" : `${count} operações removidas com sucesso!`),
} as const;
