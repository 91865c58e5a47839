import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { buildExportDocument, exportFileName } from "../../../web/src/lists/export-document";
import { buildExcel, HEADER_ROW, NUMBER_FORMATS, XLSX_MIME } from "../../../web/src/lists/export-excel";
import { exportHeading } from "../../../web/src/lists/export-heading";
import { computeTotals } from "../../../web/src/lists/totals";
import { ORDER_COLUMNS, ORDERS_LIST, order } from "./fixtures";

const ROWS = [
  order(1, { supplier: "Açúcar União", totalCost: 0.1, margin: 12.34, quantity: 1.5, date: "2025-03-07", status: "open" }),
  order(2, { supplier: "Café Pilão", totalCost: 0.2, margin: -5, quantity: 2, unit: "UN", date: "2025-03-08", status: "closed" }),
  order(3, { supplier: "Fornecedor X", totalCost: 1234.56, margin: 0, quantity: 3, date: "2025-03-09", status: "weird" }),
];

function exportDocument() {
  return buildExportDocument({
    title: "Pedidos - Pedidos em Aberto",
    subtitle: "Pedidos / Pedidos em Aberto",
    columns: ORDER_COLUMNS,
    items: ROWS,
    totals: computeTotals(ROWS, ORDER_COLUMNS, ORDERS_LIST.totals ?? []),
  });
}

async function readBack(blob: Blob): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("planilha vazia");
  return sheet;
}

describe("Excel export", () => {
  it("writes title, subtitle, header, typed rows and the totals row", async () => {
    const blob = await buildExcel(exportDocument());
    expect(blob.type).toBe(XLSX_MIME);
    const sheet = await readBack(blob);

    expect(sheet.getCell("A1").value).toBe("Pedidos - Pedidos em Aberto");
    expect(sheet.getCell("A2").value).toBe("Pedidos / Pedidos em Aberto");
    expect(sheet.getRow(HEADER_ROW).values).toEqual([
      undefined,
      "Pedido",
      "Data",
      "Fornecedor",
      "Quantidade",
      "Custo Total",
      "Margem",
      "Status",
    ]);

    const first = sheet.getRow(HEADER_ROW + 1);
    expect(first.getCell(1).value).toBe(1);
    expect(first.getCell(1).numFmt).toBe(NUMBER_FORMATS.integer);
    expect(first.getCell(2).value).toEqual(new Date(Date.UTC(2025, 2, 7)));
    expect(first.getCell(2).numFmt).toBe("dd/mm/yyyy");
    expect(first.getCell(3).value).toBe("Açúcar União");
    expect(first.getCell(4).value).toBe(1.5);
    expect(first.getCell(4).numFmt).toBe('#,##0.### "KG"');
    expect(first.getCell(5).value).toBe(0.1);
    expect(first.getCell(5).numFmt).toBe('"R$" #,##0.00');
    expect(first.getCell(6).value).toBe(0.1234);
    expect(first.getCell(6).numFmt).toBe("0.00%");
    expect(first.getCell(7).value).toBe("Aberto");

    const second = sheet.getRow(HEADER_ROW + 2);
    expect(second.getCell(4).numFmt).toBe('#,##0 "UN"');
    expect(second.getCell(6).value).toBe(-0.05);
    expect(sheet.getRow(HEADER_ROW + 3).getCell(7).value).toBe("Erro");

    const totals = sheet.getRow(HEADER_ROW + 4);
    expect(totals.getCell(1).value).toBe("Total dos Pedidos");
    expect(totals.getCell(5).value).toBe(1234.86);
    expect(totals.getCell(5).numFmt).toBe('"R$" #,##0.00');
    expect(sheet.rowCount).toBe(HEADER_ROW + 4);
  });

  it("exports only the columns it is given, in their order", async () => {
    const columns = [ORDER_COLUMNS[2], ORDER_COLUMNS[4]].filter((column) => column !== undefined);
    const document = buildExportDocument({ title: "Pedidos", columns, items: ROWS, totals: [] });
    const sheet = await readBack(await buildExcel(document));
    expect(sheet.getRow(HEADER_ROW).values).toEqual([undefined, "Fornecedor", "Custo Total"]);
    expect(sheet.getCell("A2").value).toBe("");
    expect(sheet.rowCount).toBe(HEADER_ROW + ROWS.length);
  });

  it("names the file after the title", () => {
    expect(exportFileName("Pedidos / Itens", "xlsx")).toBe("Pedidos - Itens.xlsx");
    expect(exportFileName("  ", "pdf")).toBe("Lista.pdf");
  });
});

describe("export heading", () => {
  it("titles from the section and the page, subtitles with the whole trail", () => {
    expect(exportHeading("Pedidos", [{ text: "#123" }, { text: "Itens" }])).toEqual({
      title: "Pedidos - Itens",
      subtitle: "Pedidos / #123 / Itens",
    });
    expect(exportHeading("Usuários", [])).toEqual({ title: "Usuários", subtitle: "Usuários" });
  });
});
