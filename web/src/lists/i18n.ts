import type { PropertyFilterProps } from "@cloudscape-design/components/property-filter";

/**
 * pt-BR texts the Cloudscape I18nProvider messages (installed by the shell) do not cover. Operators,
 * token formats, pagination arrows, sort menus and the preferences' titles come from those messages.
 */

export const LIST_TEXT = {
  empty: "Nenhum registro encontrado",
  noMatch: "Nenhum registro encontrado",
  clearFilters: "Limpar filtros",
  filterNotApplied: "Filtro não aplicado",
  loading: "Carregando registros",
  back: "Voltar",
  export: "Exportar",
  exportPdf: "PDF",
  exportExcel: "Excel",
  exportError: "Erro ao exportar a lista",
  rowOptions: "Opções do registro",
  rowOptionsColumn: "Opções",
  preferences: "Preferências",
  totals: "Totais",
  scrollTotalsLeft: "Rolar totais para a esquerda",
  scrollTotalsRight: "Rolar totais para a direita",
  filteringLabel: "Filtrar registros",
  filteringPlaceholder: "Filtrar registros",
  pagination: "Paginação",
  selectionGroup: "Seleção de registros",
  selectAll: "Selecionar todos os registros da página",
  pageSizeTitle: "Registros por página",
  columnsTitle: "Colunas",
  columnsDescription: "Escolha e ordene as colunas exibidas (e exportadas).",
  sortBy: "Ordenar por",
  sortByPlaceholder: "Escolha uma coluna",
  ascending: "Crescente",
  descending: "Decrescente",
} as const;

export const PROPERTY_FILTER_I18N: PropertyFilterProps.I18nStrings = {
  dismissAriaLabel: "Fechar",
  clearAriaLabel: "Limpar",
  tokenOperatorAriaLabel: "Operador",
  enteredTextLabel: (text) => `Usar: "${text}"`,
};

export function filterCountText(count: number): string {
  return count === 1 ? "1 correspondência" : `${count.toLocaleString("pt-BR")} correspondências`;
}

export function pageSizeLabel(size: number): string {
  return `${size} registros`;
}

export function selectRowLabel(description: string): string {
  return `Selecionar o registro ${description}`;
}
