/**
 * A list as a document: what the PDF and Excel builders take. Plain data, no React, no items: the kit
 * turns the filtered and sorted rows and the visible columns into this (see `document.ts`).
 */

export type ExportColumnType = "text" | "code" | "integer" | "quantity" | "currency" | "unitCost" | "percent" | "date";

export interface ExportColumn {
  key: string;
  header: string;
  type: ExportColumnType;
  /** Unit costs: the decimals every row of the column shows (2 to 4). */
  decimals?: number;
}

export interface ExportCell {
  /** Typed value: a number for figures, "YYYY-MM-DD" for dates, the shown text otherwise. */
  value: string | number | null;
  /** The text as the document prints it (a quantity without its unit). */
  text: string;
  /** Unit of a quantity ("KG"), printed after the figure. */
  unit?: string;
}

export type ExportRow = readonly ExportCell[];

export interface ExportTotal {
  /** Key of the column the total sits under. */
  column: string;
  label: string;
  type: ExportColumnType;
  value: number | null;
  text: string;
}

export interface ExportDocument {
  title: string;
  subtitle?: string;
  columns: readonly ExportColumn[];
  rows: readonly ExportRow[];
  totals: readonly ExportTotal[];
}

export type ExportFormat = "pdf" | "excel";
