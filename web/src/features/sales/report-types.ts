/** The sales report types of the filter menu (spec §2.10). */
export const SALES_REPORT_LABELS = {
  daily: "Venda Diária",
  group: "Venda por Grupo",
  product: "Venda por Produto",
} as const;
