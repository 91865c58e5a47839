import { Document, Font, Page, pdf, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ExportColumn, ExportColumnType, ExportDocument, ExportTotal } from "./export-types";
import { alignsRight } from "./cells";
import { totalsRowLabel } from "./totals";

// The renderer hyphenates with English patterns ("ICMS a Recol-her"): pt-BR words are kept whole.
Font.registerHyphenationCallback((word) => [word]);

/**
 * The PDF export (spec §2.3, §9): A4, landscape when the list is wide, margins top 25 and left 10, font
 * size 9; title and subtitle, the table with its header repeated on every page, the totals and page
 * numbers. This module pulls in @react-pdf/renderer: the kit imports it only when the user exports.
 */

export const PDF_MARGINS = { top: 25, left: 10, right: 10, bottom: 25 } as const;
export const PDF_FONT_SIZE = 9;
/** More columns than this turn the page to landscape. */
export const PORTRAIT_MAX_COLUMNS = 7;

const WEIGHTS: Readonly<Record<ExportColumnType, number>> = {
  text: 3,
  code: 1,
  date: 1.3,
  integer: 1.2,
  quantity: 1.5,
  currency: 1.7,
  unitCost: 1.7,
  percent: 1.3,
};

const styles = StyleSheet.create({
  page: {
    paddingTop: PDF_MARGINS.top,
    paddingLeft: PDF_MARGINS.left,
    paddingRight: PDF_MARGINS.right,
    paddingBottom: PDF_MARGINS.bottom,
    fontSize: PDF_FONT_SIZE,
    fontFamily: "Helvetica",
  },
  title: { fontSize: 12, fontFamily: "Helvetica-Bold", marginBottom: 2 },
  subtitle: { fontSize: PDF_FONT_SIZE, color: "#414d5c", marginBottom: 6 },
  row: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: "#d1d5db" },
  headerRow: { flexDirection: "row", borderBottomWidth: 1, borderBottomColor: "#414d5c", backgroundColor: "#f4f4f4" },
  totalsRow: { flexDirection: "row", borderTopWidth: 1, borderTopColor: "#414d5c", fontFamily: "Helvetica-Bold" },
  cell: { paddingVertical: 2, paddingHorizontal: 3 },
  pageNumber: { position: "absolute", bottom: 10, right: PDF_MARGINS.right, fontSize: 8, color: "#414d5c" },
});

export function isLandscape(document: ExportDocument): boolean {
  return document.columns.length > PORTRAIT_MAX_COLUMNS;
}

function widths(columns: readonly ExportColumn[]): string[] {
  const total = columns.reduce((sum, column) => sum + WEIGHTS[column.type], 0) || 1;
  return columns.map((column) => `${((WEIGHTS[column.type] / total) * 100).toFixed(3)}%`);
}

function cellText(text: string, unit: string | undefined): string {
  return unit && text ? `${text}\u00a0${unit}` : text;
}

function totalsCells(document: ExportDocument): string[] {
  const byColumn = new Map<string, ExportTotal>(document.totals.map((total) => [total.column, total]));
  const cells = document.columns.map((column) => byColumn.get(column.key)?.text ?? "");
  if (cells[0] === "") cells[0] = totalsRowLabel(document.totals);
  return cells;
}

/** A4 in points. */
const A4 = { short: 595.28, long: 841.89 } as const;
/** Height of a one-line row at font 9 (measured 14.4: line, padding, border), with a little slack. */
const ROW_HEIGHT = 14.5;
/** Title, subtitle and header row on top of every page (measured 71). */
const PAGE_CHROME = 75;

/**
 * Rows per page, so each page is laid out on its own: react-pdf's own page breaking of one long page
 * grows faster than linearly (1,000 rows took 12 s). A row that wraps onto two lines only makes
 * react-pdf continue that page on the next one, header included.
 */
export function rowsPerPage(document: ExportDocument): number {
  const height = isLandscape(document) ? A4.short : A4.long;
  return Math.max(1, Math.floor((height - PDF_MARGINS.top - PDF_MARGINS.bottom - PAGE_CHROME) / ROW_HEIGHT));
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length > 0 ? pages : [[]];
}

/** The react-pdf document of a list (a `<Document>` element, as `pdf()` expects). */
export function listPdfDocument(document: ExportDocument) {
  const columnWidths = widths(document.columns);
  // One style per column, resolved once (thousands of cells share them).
  const cellStyles = document.columns.map((column, index) =>
    StyleSheet.create({ cell: { ...styles.cell, width: columnWidths[index] ?? "0%", textAlign: alignsRight(column.type) ? "right" : "left" } }).cell,
  );
  const headerStyles = cellStyles.map((style) => ({ ...style, fontFamily: "Helvetica-Bold" }));
  const totals = document.totals.length > 0 ? totalsCells(document) : null;
  const pages = chunks(document.rows, rowsPerPage(document));
  const orientation = isLandscape(document) ? "landscape" : "portrait";
  return (
    <Document title={document.title} subject={document.subtitle} creator="Back Office" producer="Back Office" language="pt-BR">
      {pages.map((rows, pageIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: pages are static document content.
        <Page key={pageIndex} size="A4" orientation={orientation} style={styles.page}>
          <View fixed>
            <Text style={styles.title}>{document.title}</Text>
            {document.subtitle ? <Text style={styles.subtitle}>{document.subtitle}</Text> : null}
            <View style={styles.headerRow}>
              {document.columns.map((column, index) => (
                <Text key={column.key} style={headerStyles[index]}>
                  {column.header}
                </Text>
              ))}
            </View>
          </View>
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are static document content.
            <View key={rowIndex} style={styles.row} wrap={false}>
              {document.columns.map((column, index) => (
                <Text key={column.key} style={cellStyles[index]}>
                  {cellText(row[index]?.text ?? "", row[index]?.unit)}
                </Text>
              ))}
            </View>
          ))}
          {totals && pageIndex === pages.length - 1 ? (
            <View style={styles.totalsRow} wrap={false}>
              {totals.map((text, index) => (
                <Text key={document.columns[index]?.key ?? index} style={index === 0 ? { ...styles.cell, width: columnWidths[0] } : cellStyles[index]}>
                  {text}
                </Text>
              ))}
            </View>
          ) : null}
          <Text style={styles.pageNumber} fixed render={({ pageNumber, totalPages }) => `Página ${pageNumber} de ${totalPages}`} />
        </Page>
      ))}
    </Document>
  );
}

/** The .pdf file of a list. */
export async function buildPdf(document: ExportDocument): Promise<Blob> {
  return pdf(listPdfDocument(document)).toBlob();
}
