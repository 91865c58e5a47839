/** The sales report types of the filter menu (spec §2.10). */
export const SALES_REPORT_LABELS = {
  daily: "Venda Diária",
  group: "Venda por Grupo",
  product: "Venda por Produto",
} as const;

export type SalesReportType = keyof typeof SALES_REPORT_LABELS;

export const SALES_REPORT_TYPES: readonly SalesReportType[] = ["daily", "group", "product"];

export function isSalesReportType(value: string): value is SalesReportType {
  return Object.hasOwn(SALES_REPORT_LABELS, value);
}
