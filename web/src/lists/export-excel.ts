import ExcelJS from "exceljs";
import { toScaledInteger } from "../../../shared/money";
import { totalsRowLabel } from "./totals";
import type { ExportCell, ExportColumn, ExportColumnType, ExportDocument } from "./export-types";

/**
 * The Excel export (spec §2.3, §9): title row, subtitle row, header row, typed data rows (numbers as
 * numbers, BRL with a currency format, percent divided by 100 with a percent format, dates as dates) and
 * a totals row. This module pulls in exceljs: the kit imports it only when the user exports.
 */

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const NUMBER_FORMATS = {
  currency: '"R$" #,##0.00',
  unitCost: '"R$" #,##0.00##',
  percent: "0.00%",
  code: "0",
  integer: "#,##0",
  decimal: "#,##0.###",
  date: "dd/mm/yyyy",
} as const;

/** A unit cost with its column's decimals ('"R$" #,##0.0000'); without them, 2 to 4 as each value needs. */
export function unitCostFormat(decimals: number | undefined): string {
  return decimals === undefined ? NUMBER_FORMATS.unitCost : `"R$" #,##0.${"0".repeat(decimals)}`;
}

/** Rows of the sheet before the data: title, subtitle, header. */
export const HEADER_ROW = 3;

const FIRST_DATA_ROW = HEADER_ROW + 1;

function quantityFormat(value: number, unit: string | undefined): string {
  const figure = Number.isInteger(value) ? NUMBER_FORMATS.integer : NUMBER_FORMATS.decimal;
  const safeUnit = unit?.replace(/"/g, "").trim();
  return safeUnit ? `${figure} "${safeUnit}"` : figure;
}

/** "2025-03-07" as a spreadsheet date (UTC midnight, so no timezone moves the day). */
function toSheetDate(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

interface TypedCell {
  value: ExcelJS.CellValue;
  numFmt?: string;
}

function typedCell(type: ExportColumnType, value: string | number | null, unit?: string, decimals?: number): TypedCell {
  if (value === null) return { value: null };
  switch (type) {
    case "unitCost":
      return typeof value === "number" ? { value, numFmt: unitCostFormat(decimals) } : { value };
    case "currency":
    case "code":
    case "integer":
      return typeof value === "number" ? { value, numFmt: NUMBER_FORMATS[type] } : { value };
    case "percent":
      // 12.34 (%) is stored as 0.1234 and shown by Excel as 12.34%.
      return typeof value === "number"
        ? { value: toScaledInteger(value, 4) / 1_000_000, numFmt: NUMBER_FORMATS.percent }
        : { value };
    case "quantity":
      return typeof value === "number" ? { value, numFmt: quantityFormat(value, unit) } : { value };
    case "date": {
      const date = typeof value === "string" ? toSheetDate(value) : null;
      return date ? { value: date, numFmt: NUMBER_FORMATS.date } : { value };
    }
    default:
      return { value };
  }
}

function applyCell(cell: ExcelJS.Cell, typed: TypedCell): void {
  cell.value = typed.value;
  if (typed.numFmt) cell.numFmt = typed.numFmt;
}

function isNumericType(type: ExportColumnType): boolean {
  return type !== "text" && type !== "date";
}

function columnWidth(column: ExportColumn, rows: readonly (readonly ExportCell[])[], index: number): number {
  let longest = column.header.length;
  for (const row of rows) longest = Math.max(longest, row[index]?.text.length ?? 0);
  return Math.min(Math.max(longest + 2, 8), 60);
}

export async function buildExcelWorkbook(document: ExportDocument): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Back Office";
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(document.title.slice(0, 31).replace(/[\\/?*[\]:]/g, " ") || "Lista", {
    views: [{ state: "frozen", ySplit: HEADER_ROW }],
    pageSetup: { orientation: document.columns.length > 7 ? "landscape" : "portrait", fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  const lastColumn = Math.max(document.columns.length, 1);

  sheet.getCell(1, 1).value = document.title;
  sheet.getCell(1, 1).font = { bold: true, size: 14 };
  sheet.getCell(2, 1).value = document.subtitle ?? "";
  sheet.getCell(2, 1).font = { italic: true, size: 10 };
  if (lastColumn > 1) {
    sheet.mergeCells(1, 1, 1, lastColumn);
    sheet.mergeCells(2, 1, 2, lastColumn);
  }

  const header = sheet.getRow(HEADER_ROW);
  document.columns.forEach((column, index) => {
    const cell = header.getCell(index + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE9EBED" } };
    cell.alignment = { horizontal: isNumericType(column.type) ? "right" : "left", vertical: "middle", wrapText: true };
    sheet.getColumn(index + 1).width = columnWidth(column, document.rows, index);
  });

  document.rows.forEach((row, rowIndex) => {
    const sheetRow = sheet.getRow(FIRST_DATA_ROW + rowIndex);
    document.columns.forEach((column, index) => {
      const cell = row[index];
      if (cell) applyCell(sheetRow.getCell(index + 1), typedCell(column.type, cell.value, cell.unit, column.decimals));
    });
  });

  if (document.totals.length > 0) {
    const totalsRow = sheet.getRow(FIRST_DATA_ROW + document.rows.length);
    totalsRow.font = { bold: true };
    const firstKey = document.columns[0]?.key;
    if (!document.totals.some((total) => total.column === firstKey)) {
      totalsRow.getCell(1).value = totalsRowLabel(document.totals);
    }
    for (const total of document.totals) {
      const index = document.columns.findIndex((column) => column.key === total.column);
      if (index >= 0) applyCell(totalsRow.getCell(index + 1), typedCell(total.type, total.value, undefined, document.columns[index]?.decimals));
    }
  }
  return workbook;
}

/** The .xlsx file of a list. */
export async function buildExcel(document: ExportDocument): Promise<Blob> {
  const workbook = await buildExcelWorkbook(document);
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], { type: XLSX_MIME });
}
