import type { DashboardPeriod } from "../../../../shared/contracts/dashboard";
import { formatInteger } from "../../../../shared/format";
import { formatDate, parseDate } from "../../app/format";

/** The pt-BR texts of the manager's page. */
export const DASHBOARD_TEXT = {
  title: "Dashboard",
  refresh: "Atualizar",
  retry: "Tentar Novamente",
  noSales: "Nenhuma venda apurada ainda.",
  salesUntil: (day: string) => `Vendas até ${formatDate(day)}`,
  sales: {
    title: "Vendas dos Últimos 30 Dias",
    open: "Venda Diária",
    sales: "Venda",
    netProfit: "Lucro Líquido",
    netMargin: "Margem Líquida",
    current: "Últimos 30 dias",
    previous: "30 dias anteriores",
    salesChart: "Venda por dia",
    marginChart: "Margem líquida por dia",
    empty: "Sem vendas no período",
    versus: (previous: string) => `30 dias anteriores: ${previous}`,
  },
  groups: {
    title: "Grupos em Destaque",
    bySales: "Maiores Vendas",
    byMargin: "Maiores Margens Líquidas",
    openBySales: "Ver por Venda",
    openByMargin: "Ver por Margem",
    empty: "Sem vendas por grupo no período",
  },
  notable: {
    title: "Produtos Notáveis abaixo da Margem Desejável",
    open: "Ver Produtos",
    below: (below: number, sold: number, notable: number) =>
      `${formatInteger(below)} dos ${formatInteger(sold)} produtos notáveis vendidos no período${sold === notable ? "" : ` (${formatInteger(notable)} cadastrados)`}`,
    none: "Todos os produtos notáveis vendidos estão na margem desejável.",
    noNotable: "Nenhum produto notável cadastrado.",
    margin: (net: string) => `Margem líquida ${net}`,
    short: (desired: string, value: string) => `Desejável ${desired} · faltou ${value}`,
    totalLoss: "Total abaixo da margem desejável",
    more: (count: number) => (count === 1 ? "e mais 1 produto" : `e mais ${formatInteger(count)} produtos`),
  },
  orders: {
    title: "Pedidos em Aberto",
    open: "Ver Pedidos",
    orders: "Pedidos",
    value: "Valor",
    oldest: "Mais Antigo",
    none: "Nenhum pedido em aberto.",
    order: (id: number, date: string) => `Nº ${id} de ${formatDate(date)}`,
    delivery: (date: string) => `Entrega ${formatDate(date)}`,
  },
  useAndLoss: {
    title: "Uso e Perda",
    awaitingWriteOff: "Aguardando Baixa",
    awaitingApply: "Aguardando Aplicação",
    icms: (month: string) => `Crédito de ICMS a Estornar (${month})`,
    operations: (count: number) => (count === 1 ? "1 operação" : `${formatInteger(count)} operações`),
    byType: (use: number, loss: number) => `${formatInteger(use)} de uso, ${formatInteger(loss)} de perda`,
    cost: (value: string) => `Custo baixado ${value}`,
  },
  inventory: {
    title: "Inventário em Contagem",
    none: "Nenhum inventário em contagem.",
    open: "Ver Inventários",
    products: "Ver Produtos",
    progress: "Produtos com estoque contados",
    counted: (counted: number, stocked: number) => `${formatInteger(counted)} de ${formatInteger(stocked)}`,
    missing: (count: number) => (count === 1 ? "falta 1" : `faltam ${formatInteger(count)}`),
    openCounts: "Contagens Abertas",
    divergent: "Produtos Divergentes",
    ofProducts: (count: number) => `de ${formatInteger(count)} no inventário`,
    losses: "Perdas",
    gains: "Sobras",
    difference: "Diferença",
  },
  pricing: {
    title: "Última Precificação",
    none: "Nenhuma precificação criada.",
    open: "Ver Precificações",
    notableLoss: "Ver Perda Notável",
    status: "Status",
    sales: "Venda",
    netMargin: "Margem Líquida",
    products: "Produtos",
    running: "Classificando...",
    byClass: "Venda por classe",
    classLabel: (productClass: string) => `Classe ${productClass}`,
    applying: (done: number, total: number) => `Aplicando: ${formatInteger(done)} de ${formatInteger(total)}`,
  },
} as const;

/** "Nº 3 · 25/10/2026 a 23/11/2026". */
export function periodText(period: DashboardPeriod): string {
  return `${formatDate(period.start_date)} a ${formatDate(period.end_date)}`;
}

const MONTH = new Intl.DateTimeFormat("pt-BR", { month: "long" });

/** The month a period starts in: "novembro". */
export function monthName(day: string): string {
  const date = parseDate(day);
  return date ? MONTH.format(date) : "";
}
