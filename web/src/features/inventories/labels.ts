import {
  INVENTORY_PERIOD_LABELS,
  INVENTORY_PERIODS,
  INVENTORY_STATUS_LABELS,
  INVENTORY_STATUSES,
  type InventoryPeriod,
  type InventoryRow,
  type InventoryStatus,
  STOCK_TAKING_STATUS_LABELS,
  STOCK_TAKING_STATUSES,
  type StockTakingStatus,
  type StockTakingStatusFilter,
} from "../../../../shared/contracts/inventories";
import type { Crumb } from "../../app/breadcrumbs";
import type { StatusOption, Tone } from "../../lists";
import { quantityWithUnit } from "../../app/format";

/** The pt-BR texts and codes of the inventories screens (spec §2.7, §4, §8). */

export const INVENTORIES_SECTION_LABEL = "Inventários";

/** What a code the screens do not know shows (spec §8). */
export const UNKNOWN_LABEL = "Erro";

const INVENTORY_STATUS_TONES: Readonly<Record<InventoryStatus, Tone>> = { counting: "warning", finalized: "info", processed: "success" };
const COUNT_STATUS_TONES: Readonly<Record<StockTakingStatus, Tone>> = { open: "warning", closed: "info", applied: "success" };

/** Spec §4: Em Contagem (warning), Finalizado, Processado (success); any other code shows 'Erro'. */
export const INVENTORY_STATUS_OPTIONS: Readonly<Record<string, StatusOption>> = Object.fromEntries(
  INVENTORY_STATUSES.map((status) => [status, { label: INVENTORY_STATUS_LABELS[status], tone: INVENTORY_STATUS_TONES[status] }]),
);

/** Spec §4: Aberta, Fechada, Aplicada; any other code shows 'Erro'. */
export const COUNT_STATUS_OPTIONS: Readonly<Record<string, StatusOption>> = Object.fromEntries(
  STOCK_TAKING_STATUSES.map((status) => [status, { label: STOCK_TAKING_STATUS_LABELS[status], tone: COUNT_STATUS_TONES[status] }]),
);

export function isPeriod(code: string | undefined): code is InventoryPeriod {
  return (INVENTORY_PERIODS as readonly (string | undefined)[]).includes(code);
}

/** 'Anual', '1º Trimestre' ... or 'Erro' for a code the screens do not know. */
export function periodLabel(code: string): string {
  return isPeriod(code) ? INVENTORY_PERIOD_LABELS[code] : UNKNOWN_LABEL;
}

/** The inventory as the breadcrumb names it, '#12', leading back to the inventories. */
export function inventoryCrumb(id: number): Crumb {
  return { text: `#${id}`, href: "/inventories" };
}

/** 'Inventário #12 (2025 - 1º Trimestre)'. */
export function inventoryName(inventory: Pick<InventoryRow, "id" | "year" | "period">): string {
  return `Inventário #${inventory.id} (${inventory.year} - ${periodLabel(inventory.period)})`;
}

/** Under a list's title: which inventory and its status, 'Inventário #3 (2025 - Anual) - Em Contagem'. */
export function inventoryDescription(inventory: Pick<InventoryRow, "id" | "year" | "period" | "status">): string {
  return `${inventoryName(inventory)} - ${inventoryStatusLabel(inventory.status)}`;
}

export function inventoryStatusLabel(status: string): string {
  return INVENTORY_STATUS_OPTIONS[status]?.label ?? UNKNOWN_LABEL;
}

/** The count screen's report types (spec §2.7), as the dialog and the row menu offer them. */
export const COUNT_REPORT_LABELS: Readonly<Record<StockTakingStatusFilter, string>> = {
  all: "Todas as Contagens",
  open: "Contagens Abertas",
  closed: "Contagens Fechadas",
  applied: "Contagens Aplicadas",
};

export const SCREEN_TEXT = {
  counts: "Contagem de Produtos",
  products: "Produtos do Inventário",
  missing: "Produtos Faltantes",
  reportTypeDialog: "Tipo de Relatório",
  reportTypeButton: "Status",
  missingNeedsCounting: (inventory: Pick<InventoryRow, "id" | "year" | "period" | "status">) =>
    `Os produtos faltantes só existem enquanto o inventário está em contagem: o ${inventoryName(inventory)} está ${inventoryStatusLabel(inventory.status)}.`,
  inventoryNotFound: (id: number | string) => `Não foi possível carregar o Inventário #${id}.`,
} as const;

/** The divergence views of the inventory products (a manager's reading of the inventory). */
export const PRODUCT_VIEW_TEXT = {
  label: "Divergência",
  all: "Todos",
  losses: "Perdas",
  gains: "Sobras",
  lossesDescription: "Produtos com custo ajustado abaixo do atual, da maior perda para a menor.",
  gainsDescription: "Produtos com custo ajustado acima do atual, da maior sobra para a menor.",
} as const;

/** Row and header options (spec §2.7, §4) and why one is off. */
export const ACTIONS = {
  create: "Criar Inventário",
  viewCounts: "Visualizar Contagens",
  viewProducts: "Visualizar Produtos",
  viewMissing: "Produtos Faltantes",
  finalize: "Finalizar",
  remove: "Remover",
  process: "Processar",
  processAgain: "Processar Novamente",
  finalizeSelected: "Finalizar Selecionados",
  removeSelected: "Remover Selecionados",
  processSelected: "Processar Selecionados",
  fix: "Corrigir Contagem",
  close: "Fechar Contagem",
  closeSelected: "Fechar Selecionadas",
  removeCountsSelected: "Remover Selecionadas",
  zero: "Zerar Estoque",
  confirm: "Confirmar Quantidade",
  zeroSelected: "Zerar Selecionados",
  confirmSelected: "Confirmar Selecionados",
  needsCounting: "Só inventários em contagem.",
  processNeedsFinalized: "Só inventários finalizados e fora de processamento.",
  selectionNotCounting: "Selecione apenas inventários em contagem.",
  selectionNotProcessable: "Selecione apenas inventários finalizados e fora de processamento.",
  countNeedsOpen: "Só contagens abertas.",
  selectionNotOpen: "Selecione apenas contagens abertas.",
  negativeQuantity: "Um estoque negativo não pode ser confirmado: zere o produto ou conte-o.",
  selectionNegative: "Há produtos selecionados com estoque negativo: só podem ser zerados.",
  adminOnly: "Só administradores.",
  productNeedsCounting: "Só enquanto o inventário está em contagem.",
} as const;

/** What the 'Processamento' column says (DESIGN §6: processing into stock runs as a job). */
export const PROCESSING_TEXT = {
  header: "Processamento",
  running: (done: string, total: string) => `Processando: ${done} de ${total}`,
  done: "Concluído",
  failed: (reason: string | undefined) => (reason ? `Falhou: ${reason}` : "Falhou"),
} as const;

const selectedInventories = (count: number) => (count === 1 ? "o inventário selecionado" : `os ${count} inventários selecionados`);
const selectedCounts = (count: number) => (count === 1 ? "a contagem selecionada" : `as ${count} contagens selecionadas`);
const ofSelectedProducts = (count: number) => (count === 1 ? "do produto selecionado" : `dos ${count} produtos selecionados`);

type Count = { id: number; product: string };
type Product = { product: string };
type MissingProduct = { product: string; quantity: number; unit: string };

/** Spec §8: 'Tem certeza que deseja ...?' before each change. */
export const CONFIRMATIONS = {
  finalizeHeader: "Finalizar Inventário",
  removeHeader: "Remover Inventário",
  processHeader: "Processar Inventário",
  finalizeSelectedHeader: "Finalizar Inventários",
  removeSelectedHeader: "Remover Inventários",
  processSelectedHeader: "Processar Inventários",
  closeHeader: "Fechar Contagem",
  removeCountHeader: "Remover Contagem",
  closeSelectedHeader: "Fechar Contagens",
  removeCountsHeader: "Remover Contagens",
  removeProductHeader: "Remover Produto do Inventário",
  zeroHeader: "Zerar Estoque",
  confirmHeader: "Confirmar Quantidade",
  zeroSelectedHeader: "Zerar Produtos",
  confirmSelectedHeader: "Confirmar Quantidades",
  finalize: (inventory: Pick<InventoryRow, "id" | "year" | "period">) => `Tem certeza que deseja finalizar o ${inventoryName(inventory)}?`,
  remove: (inventory: Pick<InventoryRow, "id" | "year" | "period">) => `Tem certeza que deseja remover o ${inventoryName(inventory)}?`,
  process: (inventory: Pick<InventoryRow, "id" | "year" | "period">) =>
    `Tem certeza que deseja processar o ${inventoryName(inventory)}? O estoque de cada produto inventariado passa a ser a quantidade ajustada.`,
  finalizeSelected: (count: number) => `Tem certeza que deseja finalizar ${selectedInventories(count)}?`,
  removeSelected: (count: number) => `Tem certeza que deseja remover ${selectedInventories(count)}?`,
  processSelected: (count: number) =>
    `Tem certeza que deseja processar ${selectedInventories(count)}? O estoque de cada produto inventariado passa a ser a quantidade ajustada.`,
  close: (count: Count) => `Tem certeza que deseja fechar a Contagem #${count.id} - ${count.product}?`,
  removeCount: (count: Count) => `Tem certeza que deseja remover a Contagem #${count.id} - ${count.product}?`,
  closeSelected: (count: number) => `Tem certeza que deseja fechar ${selectedCounts(count)}?`,
  removeCountsSelected: (count: number) => `Tem certeza que deseja remover ${selectedCounts(count)}?`,
  removeProduct: (product: Product) => `Tem certeza que deseja remover o produto ${product.product} do inventário?`,
  zero: (product: Product) => `Tem certeza que deseja zerar o estoque do produto ${product.product}?`,
  confirm: (product: MissingProduct) =>
    `Tem certeza que deseja confirmar a quantidade de ${quantityWithUnit(product.quantity, product.unit)} do produto ${product.product}?`,
  zeroSelected: (count: number) => `Tem certeza que deseja zerar o estoque ${ofSelectedProducts(count)}?`,
  confirmSelected: (count: number) => `Tem certeza que deseja confirmar a quantidade ${ofSelectedProducts(count)}?`,
} as const;

/** Spec §8, this area's notifications (the server's answers bring their own success and refusal texts). */
export const MESSAGES = {
  inventoriesLoad: "Erro ao carregar os Inventários",
  countsLoad: "Erro ao carregar as Contagens de Produtos",
  productsLoad: "Erro ao carregar os Produtos de Inventários",
  missingLoad: "Erro ao carregar os Produtos Faltantes",
  removeInventoryFailed: (id: number) => `Erro ao remover o Inventário #${id}`,
  finalizeFailed: (id: number) => `Erro ao finalizar o Inventário #${id}`,
  processFailed: (id: number) => `Erro ao processar o Inventário #${id}`,
  removeCountFailed: (id: number) => `Erro ao remover a Contagem #${id}`,
  removedInventories: (count: number) => (count === 1 ? "1 inventário removido com sucesso!" : `${count} inventários removidos com sucesso!`),
  finalizedInventories: (count: number) => (count === 1 ? "1 inventário finalizado com sucesso!" : `${count} inventários finalizados com sucesso!`),
  processingInventories: (count: number) => (count === 1 ? "Processamento de 1 inventário iniciado." : `Processamento de ${count} inventários iniciado.`),
  removedCounts: (count: number) => (count === 1 ? "1 contagem removida com sucesso!" : `${count} contagens removidas com sucesso!`),
} as const;
