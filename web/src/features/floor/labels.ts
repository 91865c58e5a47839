import { INVENTORY_PERIOD_LABELS, type InventoryPeriod } from "../../../../shared/contracts/inventories";
import { USE_LOSS_OPERATION_LABELS, type UseLossOperation } from "../../../../shared/contracts/use-and-loss";
import type { FloorInventory } from "../../../../shared/contracts/floor";

/** The pt-BR texts of the store-floor collector (a standard user's page). */

export const COLLECTOR_TEXT = {
  title: "Coletor",
  description: "Conte os produtos do inventário e registre uso e perda pelo código de barras.",
  tasks: "Tarefa",
  count: "Contagem",
  useLoss: "Uso/Perda",
} as const;

export const SCAN_TEXT = {
  label: "Código de barras",
  placeholder: "Leia ou digite o código",
  hint: "Leia com o leitor ou digite o código e tecle Enter.",
  search: "Buscar",
  camera: "Câmera",
  required: "Informe o código de barras.",
  lost: "Sem conexão com o servidor: o produto não foi buscado. Verifique a rede e tente de novo.",
} as const;

export const CAMERA_TEXT = {
  header: "Ler código pela câmera",
  video: "Imagem da câmera",
  hint: "Aponte a câmera para o código de barras do produto.",
  failed: "Não foi possível abrir a câmera. Verifique a permissão do navegador ou digite o código.",
  cancel: "Cancelar",
} as const;

export const PRODUCT_TEXT = {
  barcode: "Código de barras",
  unit: "Unidade",
  stock: "Estoque",
  counted: "Contado neste inventário",
  countedValue: (quantity: string, counts: number) => `${quantity} (${counts === 1 ? "1 contagem" : `${counts} contagens`})`,
  notCounted: "Ainda não contado",
} as const;

export const QUANTITY_TEXT = {
  wholeHint: (unit: string) => `Em ${unit}, número inteiro.`,
  decimalHint: (unit: string, decimals: number) => `Em ${unit}, até ${decimals} casas decimais.`,
  invalidWhole: (unit: string, positive: boolean) =>
    `Informe a quantidade em ${unit}: um número inteiro${positive ? " maior que zero" : " (0 ou mais)"}.`,
  invalidDecimal: (unit: string, decimals: number, positive: boolean) =>
    `Informe a quantidade em ${unit}: um número${positive ? " maior que zero" : " de 0 ou mais"}, com até ${decimals} casas decimais.`,
} as const;

const periodLabel = (period: string) => INVENTORY_PERIOD_LABELS[period as InventoryPeriod] ?? period;

export const COUNT_TEXT = {
  formTitle: "Contar produto",
  quantity: "Quantidade contada",
  register: "Registrar Contagem",
  inventory: (inventory: FloorInventory) => `Inventário em contagem: #${inventory.id}, ${periodLabel(inventory.period)} de ${inventory.year}.`,
  noInventory: "Não há inventário em contagem: não é possível registrar contagens. Peça a um administrador que crie o inventário.",
  done: (product: string, quantity: string) => `Contagem registrada: ${quantity} de ${product}.`,
  listTitle: "Minhas contagens neste inventário",
  empty: "Nenhuma contagem sua neste inventário ainda.",
  what: (product: string, quantity: string) => `A contagem de ${quantity} de ${product}`,
  load: "Erro ao carregar as suas Contagens",
  undoHeader: "Desfazer Contagem",
  undoQuestion: (product: string, quantity: string) => `Tem certeza que deseja desfazer a contagem de ${quantity} de ${product}?`,
} as const;

const operationLabel = (operation: string) => USE_LOSS_OPERATION_LABELS[operation as UseLossOperation] ?? operation;
/** "o uso", "a perda": Uso is masculine, Perda feminine. */
const operationNoun = (operation: string) => `${operation === "use" ? "o" : "a"} ${operationLabel(operation).toLowerCase()}`;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const USE_LOSS_TEXT = {
  formTitle: "Registrar uso ou perda",
  operation: "Operação",
  location: "Local de Uso",
  locationPlaceholder: "Ex.: AÇOUGUE, PADARIA",
  locationRequired: "Preencha o campo 'Local de Uso'.",
  quantity: "Quantidade",
  register: (operation: UseLossOperation) => `Registrar ${operationLabel(operation)}`,
  done: (operation: string, product: string, quantity: string) =>
    `${operationLabel(operation)} ${operation === "use" ? "registrado" : "registrada"}: ${quantity} de ${product}.`,
  listTitle: "Minhas operações de hoje em aberto",
  empty: "Nenhuma operação sua em aberto hoje.",
  what: (operation: string, product: string, quantity: string) => `${capitalized(operationNoun(operation))} de ${quantity} de ${product}`,
  load: "Erro ao carregar as suas Operações de Uso/Perda",
  undoHeader: "Desfazer Operação",
  undoQuestion: (operation: string, product: string, quantity: string) =>
    `Tem certeza que deseja desfazer ${operationNoun(operation)} de ${quantity} de ${product}?`,
  aboveStockHeader: "Quantidade acima do estoque",
  aboveStockQuestion: (quantity: string, stock: string) => `A quantidade informada (${quantity}) é maior que o estoque atual (${stock}). Confirma?`,
  aboveStockConfirm: "Confirmar",
  operationLabel,
} as const;

export const PENDING_TEXT = {
  header: "Sem conexão com o servidor",
  body: (what: string) =>
    `${what} ainda não teve resposta do servidor. Toque em 'Tentar novamente' quando a rede voltar: o registro é feito uma vez só.`,
  retry: "Tentar novamente",
  dismiss: "Descartar",
} as const;

export const UNDO_TEXT = { action: "Desfazer", confirm: "Desfazer" } as const;
