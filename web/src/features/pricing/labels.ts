import { PRICING_STATUS_LABELS, PRICING_STATUSES, type PricingRow, type PricingStatus } from "../../../../shared/contracts/pricing";
import type { Crumb } from "../../app/breadcrumbs";
import { formatInteger } from "../../../../shared/format";
import { formatDate } from "../../app/format";
import type { StatusOption, Tone } from "../../lists";
import { canViewResults, classificationFailed, isClassifying } from "./rules";

/** The pt-BR texts of the pricing screens (spec §2.9, §4, §8). */

export const PRICING_SECTION_LABEL = "Precificação";

type PricingPeriod = Pick<PricingRow, "id" | "period_start" | "period_end">;

/** The sales period of a pricing: '01/01/2025 a 31/03/2025'. */
export function pricingPeriod(pricing: Pick<PricingRow, "period_start" | "period_end">): string {
  return `${formatDate(pricing.period_start)} a ${formatDate(pricing.period_end)}`;
}

/** 'Precificação #3 (01/01/2025 a 31/03/2025)'. */
export function pricingName(pricing: PricingPeriod): string {
  return `Precificação #${pricing.id} (${pricingPeriod(pricing)})`;
}

/** The pricing as a breadcrumb leading back to the pricing list: its name once its row is read, '#3' before. */
export function pricingCrumb(id: number, pricing: PricingPeriod | null): Crumb {
  return { text: pricing ? pricingName(pricing) : `#${id}`, href: "/pricing" };
}

// ---------------------------------------------------------------------------------------------------------
// The pricing list (/pricing; spec §2.9, §4, §8)

/** What a code the screens do not know shows (spec §8). */
export const UNKNOWN_LABEL = "Erro";

const PRICING_STATUS_TONES: Readonly<Record<PricingStatus, Tone>> = { created: "warning", classified: "warning", applied: "success" };

/** Spec §4: Criada and Classificada (warning), Aplicada (success); any other code shows 'Erro'. */
export const PRICING_STATUS_OPTIONS: Readonly<Record<string, StatusOption>> = Object.fromEntries(
  PRICING_STATUSES.map((status) => [status, { label: PRICING_STATUS_LABELS[status], tone: PRICING_STATUS_TONES[status] }]),
);

export function pricingStatusLabel(status: string): string {
  return PRICING_STATUS_OPTIONS[status]?.label ?? UNKNOWN_LABEL;
}

/** The list's column headers. */
export const PRICING_LIST_HEADERS = {
  id: "#",
  period: "Período",
  status: "Status",
  margins: "Margens A/B/C",
  products: "Produtos",
  groups: "Grupos",
  cost: "Custo",
  sales: "Venda",
  taxes: "Impostos",
  profit: "Lucro",
  netMargin: "Margem Líquida",
  start: "Início",
  end: "Fim",
  priceEnding: "Terminação de Preço",
  appliedAt: "Aplicada em",
  /** A class's figure: 'Custo A', 'Margem Líquida C'. */
  ofClass: (figure: string, productClass: string) => `${figure} ${productClass}`,
} as const;

/** The list's description: the applied pricings come from the period, the others from any date. */
export const periodShown = (period: string) => `Aplicadas de ${period}; as demais de qualquer data.`;

/** Row and header options (spec §2.9, §4; applying is issue 16's) and why one is off. */
export const PRICING_LIST_ACTIONS = {
  create: "Nova Precificação",
  priceEnding: "Terminação de Preço",
  removeSelected: "Remover Selecionadas",
  viewProducts: "Visualizar Produtos",
  viewGroups: "Visualizar Grupos",
  viewNotableLoss: "Visualizar Perda Notável",
  reclassify: "Reclassificar Precificação",
  apply: "Aplicar Precificação",
  remove: "Remover Precificação",
  reclassifyConfirm: "Reclassificar",
  applyConfirm: "Aplicar",
  removeConfirm: "Remover",
  needsClassification: "Disponível depois da classificação.",
  reclassifyNeedsClassified: "Só precificações classificadas (e ainda não aplicadas) podem ser reclassificadas.",
  applyNeedsClassified: "Só precificações classificadas podem ser aplicadas.",
  selectionActive: "Desmarque os registros selecionados para usar as opções do registro.",
} as const;

/** What the status cell says of the classification and of an apply under way (DESIGN §6: both take a while). */
export const PRICING_RUN_TEXT = {
  classifying: "Classificando…",
  failed: (reason: string | undefined) => (reason ? `Falhou: ${reason}` : "A classificação falhou."),
  applying: (done: string, total: string) => `Aplicando: ${done} de ${total}`,
} as const;

const selectedPricings = (count: number) => (count === 1 ? "a precificação selecionada" : `as ${count} precificações selecionadas`);

/**
 * What an apply does to the shelf prices: '17 preços sobem e 1 preço baixa.', '1 preço sobe; nenhum baixa.',
 * 'Nenhum preço muda.' (only a price set by hand goes down).
 */
export function priceMovesText({ up, down }: { up: number; down: number }): string {
  if (up === 0 && down === 0) return "Nenhum preço muda.";
  const ups = up === 1 ? "1 preço sobe" : `${formatInteger(up)} preços sobem`;
  const downs = down === 1 ? "1 preço baixa (definido à mão)" : `${formatInteger(down)} preços baixam (definidos à mão)`;
  if (down === 0) return `${ups}; nenhum baixa.`;
  if (up === 0) return `Nenhum preço sobe; ${downs}.`;
  return `${ups} e ${downs}.`;
}

/** Spec §8: 'Tem certeza que deseja ...?' before each change. */
export const PRICING_CONFIRMATIONS = {
  reclassifyHeader: "Reclassificar Precificação",
  applyHeader: "Aplicar Precificação",
  removeHeader: "Remover Precificação",
  removeSelectedHeader: "Remover Precificações",
  reclassify: (pricing: PricingPeriod) =>
    `Tem certeza que deseja reclassificar a ${pricingName(pricing)}? Os produtos são classificados de novo com as vendas do período; os Novos Valores de Venda editados ficam nos produtos que continuarem em perda notável.`,
  apply: (pricing: PricingPeriod, moves: { up: number; down: number } | null) =>
    `Tem certeza que deseja aplicar a ${pricingName(pricing)}? Os novos valores de venda dos produtos da perda notável serão gravados nos produtos e enviados ao PDV.${moves ? ` ${priceMovesText(moves)}` : ""}`,
  remove: (pricing: PricingPeriod) => `Tem certeza que deseja remover a ${pricingName(pricing)}?`,
  removeSelected: (count: number) => `Tem certeza que deseja remover ${selectedPricings(count)}?`,
} as const;

/** The notifications of removing a selection (the server's answers bring the other texts). */
export const PRICING_LIST_MESSAGES = {
  removeFailed: (id: number) => `Erro ao remover a Precificação #${id}`,
  removed: (count: number) => (count === 1 ? "1 precificação removida com sucesso!" : `${count} precificações removidas com sucesso!`),
} as const;

// ---------------------------------------------------------------------------------------------------------
// Groups and products (spec §2.9: groups, the product lists and their class switch; §3 PricingGroup, PricingProduct)

export const DRILL_TEXT = {
  groups: "Grupos",
  groupsTitle: "Grupos da Precificação",
  productsTitle: "Produtos da Precificação",
  /** 'Produtos da Classe A'. */
  classProductsTitle: (classLabel: string) => `Produtos da ${classLabel}`,
  groupProductsTitle: (group: string) => `Produtos do Grupo ${group}`,
  groupClassProductsTitle: (group: string, classLabel: string) => `Produtos da ${classLabel} do Grupo ${group}`,
  viewProducts: "Visualizar Produtos",
  switchClass: "Trocar classe",
  /** Until the group's name is read. */
  groupCrumb: (groupId: number) => `Grupo #${groupId}`,
} as const;

/** Why a pricing's lists cannot be read (spec §4: while created, its products and groups do not exist yet). */
export const RESULTS_UNAVAILABLE_TEXT = {
  header: "Precificação não classificada",
  notFoundHeader: "Precificação não encontrada",
  running: (id: number) => `A Precificação #${id} está sendo classificada: os grupos e produtos aparecem aqui quando a classificação terminar.`,
  failed: (id: number, reason: string | undefined) => `A classificação da Precificação #${id} falhou${reason ? `: ${reason}` : "."}`,
  notClassified: (id: number) => `A Precificação #${id} ainda não foi classificada: os grupos e produtos aparecem aqui depois da classificação.`,
  notFound: (id: number) => `A Precificação #${id} não foi encontrada.`,
  groupNotFoundHeader: "Grupo não encontrado",
  groupNotFound: (groupId: number) => `O Grupo #${groupId} não faz parte desta precificação.`,
} as const;

/** What a screen of the pricing's groups or products says instead of its list; null when the list can be shown. */
export function resultsUnavailable(id: number, pricing: PricingRow | null): { header: string; text: string } | null {
  if (!pricing) return { header: RESULTS_UNAVAILABLE_TEXT.notFoundHeader, text: RESULTS_UNAVAILABLE_TEXT.notFound(id) };
  if (canViewResults(pricing)) return null;
  const header = RESULTS_UNAVAILABLE_TEXT.header;
  if (isClassifying(pricing)) return { header, text: RESULTS_UNAVAILABLE_TEXT.running(id) };
  if (classificationFailed(pricing)) return { header, text: RESULTS_UNAVAILABLE_TEXT.failed(id, pricing.classification?.error) };
  return { header, text: RESULTS_UNAVAILABLE_TEXT.notClassified(id) };
}

/** The Pareto chart of a pricing's products (cumulative share of sales by product rank). */
export const PARETO_TEXT = {
  header: "Curva ABC",
  description: "Participação acumulada nas vendas pelos produtos, do que mais vende ao que menos vende.",
  curve: "Vendas acumuladas",
  xTitle: "Produtos (% do total, do que mais vende ao que menos vende)",
  yTitle: "Vendas acumuladas (%)",
  cutoffA: (margin: string) => `Corte da Classe A (${margin})`,
  cutoffAB: (margin: string) => `Corte das Classes A + B (${margin})`,
  classEnd: (label: string) => `Fim da Classe ${label}`,
  /** At the end of class A, 'Classe A'; at the end of class B, the products of both classes. */
  classSentence: (products: string, sales: string, productClass: "a" | "b" | "c") =>
    `${products} dos produtos fazem ${sales} das vendas (${productClass === "a" ? "Classe A" : productClass === "b" ? "Classes A e B" : "Classes A, B e C"})`,
  ariaLabel: "Curva ABC da precificação",
  empty: "Nenhuma venda no período.",
  loading: "Carregando a curva ABC",
  dismiss: "Fechar",
} as const;

// ---------------------------------------------------------------------------------------------------------
// Notable loss (spec §2.9, §3 PricingNotableLoss, §5 notable-loss edit)

export const NOTABLE_LOSS_TEXT = {
  title: "Perda Notável",
  edit: "Editar Novo Valor de Venda",
  /** Beside the product of a row whose new price was edited (a suggested one carries no mark). */
  edited: "Editado",
  /** Beside the product of a row whose shelf price already meets its desired margin: apply leaves it. */
  kept: "Mantido",
  /** Beside the product of a row no price brings to its desired margin (ICMS out of 100%). */
  noSuggestion: "Sem sugestão",
  noSuggestionReason: "Nenhum preço alcança a margem desejável: o ICMS de saída leva toda a venda. O valor atual fica, a menos que seja editado.",
  currentUnitSale: "Valor Atual",
  /** Under the title: what the highlighted margins mean. */
  legend:
    "Em destaque, as novas margens abaixo da margem desejável. 'Mantido': o valor de venda atual já atinge a margem desejável e fica como está, a menos que seja editado.",
  /** Why 'Editar Novo Valor de Venda' is off (spec §4: only while the pricing is classified). */
  loadingPricing: "Carregando a precificação.",
  editNotClassified: "Só depois que a precificação for classificada.",
  editApplied: "A precificação já foi aplicada: o Novo Valor de Venda não pode mais ser editado.",
  editApplying: "A precificação está sendo aplicada: o Novo Valor de Venda não pode mais ser editado.",
} as const;

/** The 'Editar Novo Valor de Venda' dialog (spec §5). */
export const NOTABLE_LOSS_DIALOG_TEXT = {
  header: NOTABLE_LOSS_TEXT.edit,
  newMargin: "Nova Margem",
  priceHint: "Valor em R$, até 2 casas decimais.",
  marginHint: "Percentual sobre o custo: o valor de venda é calculado e arredondado para cima ao centavo.",
  suggested: (price: string, desired: string) => `Valor sugerido: ${price} (margem desejável de ${desired}).`,
  current: (price: string) => `Valor de venda atual: ${price}.`,
  noSuggestion: (desired: string) =>
    `Sem valor sugerido: o ICMS de saída leva toda a venda, e nenhum preço alcança a margem desejável de ${desired}.`,
  useSuggested: "Usar Valor Sugerido",
  unchanged: "O valor é o mesmo já salvo.",
  figuresLabel: "Números do período: atual e com o novo valor",
  figure: "Indicador",
  before: "Atual",
  after: "Novo",
  unitSale: "Valor de Venda (médio)",
  totalSales: "Venda Total",
  totalTaxes: "Impostos",
  totalProfit: "Lucro",
  margin: "Margem",
  grossMargin: "Margem Bruta",
  loss: "Perda",
  belowDesired: (margin: string, desired: string) => `Com este preço a margem fica em ${margin}, abaixo da margem desejável de ${desired}.`,
} as const;

// ---------------------------------------------------------------------------------------------------------
// The new-pricing dialog (spec §5) and the price ending setting (issue 16)

export const NEW_PRICING_TEXT = {
  header: "Nova Precificação",
  periodDescription: "As vendas destes dias classificam os produtos.",
  margins: "Margens das Classes",
  marginsDescription:
    "Participação nas vendas do período: a Classe A reúne os produtos mais vendidos até somar a Margem A das vendas, a Classe B os seguintes até a Margem B, a Classe C o restante.",
  /** The slider's handles, as a screen reader names them. */
  firstHandle: "Limite entre as Classes A e B",
  secondHandle: "Limite entre as Classes B e C",
  percent: (value: number) => `${value}%`,
} as const;

export const PRICE_ENDING_TEXT = {
  header: "Terminação de Preço",
  description:
    "Os novos valores de venda sugeridos na perda notável são arredondados para cima até a terminação escolhida. Vale para as próximas classificações e reclassificações.",
  example: (from: string, to: string) => `${from} → ${to}`,
  loadFailed: "Erro ao carregar a Terminação de Preço",
  loading: "Carregando…",
} as const;
