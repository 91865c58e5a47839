import type { ProductSalesRow } from "../../shared/contracts/sales";
import { PRODUCT_SALES_LIST } from "../../web/src/features/sales/sales-lists";
import { buildExportDocument } from "../../web/src/lists/export-document";
import { buildExcel } from "../../web/src/lists/export-excel";
import { computeTotals } from "../../web/src/lists/totals";
import { callRoute } from "./api";
import type { OneShot } from "./types";

/**
 * DESIGN §10: the Excel of a 15,000-row list in under 3 s. The list kit's own export (document, totals,
 * exceljs workbook and bytes) of the product sales of 30 days, measured in Node: the browser runs the same
 * code on the same engine.
 */
export function productSalesExcelOneShot(context: { cookie: string; lastDay: string; firstDay: string }): OneShot {
  let rows: ProductSalesRow[] = [];
  const exportRows = async () => {
    const columns = PRODUCT_SALES_LIST.columns.filter((column) => !column.hidden);
    const document = buildExportDocument({
      title: "Relatório de Vendas - Venda por Produto",
      subtitle: `Vendas de ${context.firstDay} a ${context.lastDay}`,
      columns,
      items: rows,
      totals: computeTotals(rows, columns, PRODUCT_SALES_LIST.totals ?? []),
    });
    return buildExcel(document);
  };
  return {
    name: "Excel da venda por produto (30 dias)",
    warmup: async () => {
      const answer = await callRoute("GET", `/api/product_sales_by_period?start_date=${context.firstDay}&end_date=${context.lastDay}`, {
        cookie: context.cookie,
      });
      rows = (answer.json() as { data: ProductSalesRow[] }).data;
      await exportRows();
    },
    run: async () => {
      const blob = await exportRows();
      return `${rows.length} linhas, ${(blob.size / 1024).toFixed(0)} KB`;
    },
    target: { maxMs: 3000 },
  };
}
