import { parseDate, toIsoDate } from "../app/format";
import { type ColumnDecimals, cellValue, columnDecimals, formatDocumentCell, formatValue, toNumber } from "./cells";
import { parseDateInput } from "./filter-values";
import type { ComputedTotal } from "./totals";
import type { ColumnDef, ColumnType } from "./types";
import type { ExportCell, ExportColumn, ExportColumnType, ExportDocument, ExportTotal } from "./export-types";

/** Turns what the list shows (visible columns, filtered and sorted rows, totals) into an ExportDocument. */

function exportType(type: ColumnType): ExportColumnType {
  return type === "status" ? "text" : type;
}

function isoDay(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const date = parseDate(value);
  return date ? toIsoDate(date) : parseDateInput(value);
}

function exportCell<T extends object>(column: ColumnDef<T>, item: T, decimals: ColumnDecimals): ExportCell {
  const text = formatDocumentCell(column, item, decimals);
  const raw = cellValue(column, item);
  switch (column.type) {
    case "code":
    case "integer":
    case "currency":
    case "unitCost":
    case "percent":
      return { value: toNumber(raw), text };
    case "quantity": {
      // The unit travels apart: Excel puts it in the number format, the PDF after the figure.
      const figure = formatValue("quantity", raw);
      const unit = column.unit?.(item) ?? undefined;
      return unit ? { value: toNumber(raw), text: figure, unit } : { value: toNumber(raw), text: figure };
    }
    case "date":
      return { value: isoDay(raw), text };
    default:
      return { value: text === "" ? null : text, text };
  }
}

export interface ExportInput<T> {
  title: string;
  subtitle?: string;
  /** Visible columns, in the order shown. */
  columns: readonly ColumnDef<T>[];
  /** Filtered and sorted items of every page. */
  items: readonly T[];
  totals: readonly ComputedTotal[];
}

export function buildExportDocument<T extends object>(input: ExportInput<T>): ExportDocument {
  const columns = input.columns.filter((column) => column.exportable !== false);
  // Unit costs keep the decimals the list shows: the most any exported row needs.
  const decimals = columnDecimals(columns, input.items);
  const exportColumns: ExportColumn[] = columns.map((column) => {
    const exported: ExportColumn = { key: column.id, header: column.header, type: exportType(column.type) };
    const fixed = decimals.get(column.id);
    return fixed === undefined ? exported : { ...exported, decimals: fixed };
  });
  const keys = new Set(exportColumns.map((column) => column.key));
  const totals: ExportTotal[] = input.totals
    .filter((total) => keys.has(total.column))
    .map((total) => ({
      column: total.column,
      label: total.label,
      type: exportType(total.type),
      value: total.value,
      text: formatValue(total.type, total.value, decimals.get(total.column)),
    }));
  const document: ExportDocument = {
    title: input.title,
    columns: exportColumns,
    rows: input.items.map((item) => columns.map((column) => exportCell(column, item, decimals))),
    totals,
  };
  return input.subtitle ? { ...document, subtitle: input.subtitle } : document;
}

/** "Pedidos / Itens" -> "Pedidos - Itens.xlsx": a title as a safe file name. */
export function exportFileName(title: string, extension: "pdf" | "xlsx"): string {
  const base = title
    .replace(/[\\/:*?"<>|]+/g, " - ")
    .replace(/\s+/g, " ")
    .replace(/^[\s.-]+|[\s.-]+$/g, "");
  return `${base || "Lista"}.${extension}`;
}
