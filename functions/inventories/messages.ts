import { barcodeNotFoundMessage } from "../../shared/contracts/floor";
import {
  INVENTORY_PERIOD_LABELS,
  INVENTORY_STATUS_LABELS,
  type InventoryPeriod,
  type InventoryStatus,
  STOCK_TAKING_STATUS_LABELS,
  type StockTakingStatus,
} from "../../shared/contracts/inventories";
import { formatQuantity } from "../../shared/format";

const inventoryStatus = (status: InventoryStatus) => INVENTORY_STATUS_LABELS[status];
const countStatus = (status: StockTakingStatus) => STOCK_TAKING_STATUS_LABELS[status];
/** 'Inventário do 2º Trimestre de 2026', 'Inventário Anual de 2026'. */
const inventoryOfPeriod = (year: number, period: InventoryPeriod) =>
  period === "annual" ? `Inventário ${INVENTORY_PERIOD_LABELS.annual} de ${year}` : `Inventário do ${INVENTORY_PERIOD_LABELS[period]} de ${year}`;

/** The inventories area's answers in pt-BR (spec §4 rules, §8): refusals (404, 409) and the notifications of success. */
export const INVENTORY_MESSAGES = {
  alreadyCounting: "Já existe um Inventário em Contagem!",
  periodTaken: (inventory: { id: number; year: number; period: InventoryPeriod; status: InventoryStatus }) =>
    `Já existe um ${inventoryOfPeriod(inventory.year, inventory.period)} (#${inventory.id}, ${inventoryStatus(inventory.status)}).`,
  noCountingInventory: "Não há Inventário em Contagem para registrar a contagem.",
  inventoryNotFound: (id: number) => `Inventário #${id} não encontrado.`,
  countNotFound: (id: number) => `Contagem #${id} não encontrada.`,
  inventoryProductNotFound: (id: number) => `Produto do Inventário #${id} não encontrado.`,
  productNotFound: (id: number) => `Produto #${id} não encontrado.`,
  barcodeNotFound: barcodeNotFoundMessage,

  notCounting: (action: string, status: InventoryStatus) =>
    `Só é possível ${action} um inventário Em Contagem: este está ${inventoryStatus(status)}.`,
  finalizeOpenCounts: (open: number) =>
    open === 1
      ? "Não é possível finalizar o inventário: há 1 contagem aberta. Feche ou remova a contagem antes de finalizar."
      : `Não é possível finalizar o inventário: há ${open} contagens abertas. Feche ou remova as contagens antes de finalizar.`,
  finalizeWithoutProducts: "O inventário não tem produtos contados: registre contagens antes de finalizar.",
  missingOnlyWhileCounting: (status: InventoryStatus) =>
    `Produtos Faltantes só existem para um inventário Em Contagem: este está ${inventoryStatus(status)}.`,
  countNotOpen: (action: string, id: number, status: StockTakingStatus) =>
    `Só é possível ${action} contagens abertas: a contagem #${id} está ${countStatus(status)}.`,
  selectionNotOpen: (id: number, status: StockTakingStatus) =>
    `Só é possível fechar contagens abertas: a contagem #${id} está ${countStatus(status)}. Nenhuma contagem foi fechada.`,
  countOfPastInventory: (action: string, id: number, status: StockTakingStatus) =>
    `Só é possível ${action} contagens abertas de um inventário Em Contagem: a contagem #${id} está ${countStatus(status)}.`,
  productOfPastInventory: (id: number) =>
    `Só é possível remover produtos de um inventário Em Contagem: o Produto do Inventário #${id} é de um inventário encerrado.`,
  alreadyInInventory: (productId: number) => `O produto #${productId} já está no inventário: ele não é um produto faltante.`,
  negativeQuantity: (productId: number, stock: number) =>
    `Não é possível confirmar a quantidade negativa do produto #${productId} (${formatQuantity(stock)}): zere o produto ou registre a contagem.`,
  busy: "O inventário foi alterado por outra pessoa. Tente novamente.",
  notYourCount: (id: number) => `A contagem #${id} foi registrada por outra pessoa: só quem a registrou pode desfazê-la.`,

  created: "Inventário criado com sucesso!",
  removed: "Inventário removido com sucesso!",
  finalized: "Inventário finalizado com sucesso!",
  countFixed: "Contagem corrigida com sucesso!",
  countClosed: "Contagem fechada com sucesso!",
  countsClosed: (count: number) => (count === 1 ? "1 contagem fechada com sucesso!" : `${count} contagens fechadas com sucesso!`),
  countRemoved: "Contagem removida com sucesso!",
  inventoryProductRemoved: "Produto removido do inventário com sucesso!",
  zeroed: (count: number) => (count === 1 ? "Produto zerado com sucesso!" : `${count} produtos zerados com sucesso!`),
  confirmed: (count: number) =>
    count === 1 ? "Quantidade do produto confirmada com sucesso!" : `Quantidades de ${count} produtos confirmadas com sucesso!`,
};

/** Processing an inventory into stock (POST /inventories/{id}/process and its job). */
export const PROCESS_MESSAGES = {
  notFinalized: (id: number) => `O Inventário #${id} ainda está em contagem: finalize-o antes de processar.`,
  alreadyProcessed: (id: number) => `O Inventário #${id} já foi processado.`,
  alreadyRunning: (id: number) => `O Inventário #${id} já está sendo processado.`,
  started: (id: number) => `Processamento do Inventário #${id} iniciado.`,
  notStarted: "Não foi possível iniciar o processamento. Processe o inventário novamente.",
  productMissing: (productId: number) =>
    `O produto #${productId} do inventário não está mais no cadastro: envie-o pela integração e processe o inventário novamente.`,
  productsChanged: "Os produtos do inventário não conferem com os que foram finalizados; o processamento foi interrompido.",
  fault: "Falha inesperada no processamento. Processe o inventário novamente para continuar de onde parou.",
} as const;
